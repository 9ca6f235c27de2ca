import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createMediaStorage } from '../modules/media';
import {
  insertClipTemplate,
  makeCompositionFixture,
  realtimeRenderEnv,
  type CompositionFixture,
  type TemplateClipOptions,
} from './composition-fixture';
import { serverProcesses } from './server-process';
import { testConfig, testSecrets } from './test-app';
import { openMigratedPgliteDataDir } from './test-database';

/**
 * A store on an embedded database of its own that a suite kills and starts again: one video
 * template for sale (`template`), inserted before any server starts (the embedded database has one
 * process), and servers whose renders run at the speed of playback, so a render is still running
 * when the suite kills its server. Registers the suite's beforeAll/afterAll; read the fields from
 * inside its tests.
 */
export function storeThatRestarts(name: string, template: TemplateClipOptions & { price: number }) {
  const processes = serverProcesses();
  const store = {
    fixture: undefined as unknown as CompositionFixture,
    dataDir: '',
    templateId: '',
    /** The embedded database's directory, to read the books after a server has stopped. */
    get pgliteDir() {
      return path.join(store.dataDir, 'pglite');
    },
    realtime: undefined as ReturnType<typeof realtimeRenderEnv> | undefined,
    processes,
    /** A server on the store's data directory, its renders at playback speed. */
    start() {
      store.realtime ??= realtimeRenderEnv(store.fixture);
      return processes.start({ DATA_DIR: store.dataDir, DATABASE_URL: '', ...store.realtime.env });
    },
  };

  beforeAll(async () => {
    store.fixture = await makeCompositionFixture();
    store.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `frameshop-${name}-restart-`));
    // From the run's migrated snapshot: a store that has run before, as a restart finds it.
    const database = await openMigratedPgliteDataDir(store.dataDir);
    try {
      const storage = createMediaStorage(testConfig({ DATA_DIR: store.dataDir }), testSecrets);
      store.templateId = await insertClipTemplate(
        store.fixture,
        { db: database.db, storage },
        name,
        template,
      );
    } finally {
      await database.close();
    }
    // ffmpeg makes the template's clip: minutes on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await processes.stopAll();
    await store.fixture?.remove();
    if (store.dataDir) fs.rmSync(store.dataDir, { recursive: true, force: true });
  });

  return store;
}
