import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPixels } from '../test-support/media-pixels';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { templates } from '../db/schema';
import { catalogueTemplates, type TemplateMediaKeys } from '../modules/catalogue';
import {
  locateFfmpeg,
  LocalDiskStorage,
  MediaUrlSigner,
  probeMedia,
  runFfmpeg,
} from '../modules/media';
import { probeMediaStreams } from '../modules/renders/composition/media-streams';
import { CompositionError, type TemplateForRender } from '../modules/renders';
import { templateRow } from './demo-catalogue';
import { CANVAS } from './demo-look';
import { demoSourceKeys, demoTemplateSources } from './demo-template-sources';
import { DEMO_TEMPLATES, type DemoVideoTemplate } from './demo-templates';

const ffmpegPath = locateFfmpeg().path;
/** The shortest demo video template: its source is a 6 s 1080×1080 clip. */
const demo = DEMO_TEMPLATES.find(
  (item): item is DemoVideoTemplate => item.kind === 'video' && item.name === 'Logo Reveal Square',
) as DemoVideoTemplate;
const seededMedia: TemplateMediaKeys = {
  poster: 'public/demo/logo/poster-000000000000.jpg',
  preview: 'public/demo/logo/preview-000000000000.mp4',
  maskPreview: 'public/demo/logo/mask-000000000000.png',
};

describe('demo template sources', () => {
  let database: TestDatabase;
  let root: string;
  let storage: LocalDiskStorage;
  /** An ffmpeg that notes each run that makes a source, so a test can count them. */
  let countingFfmpeg: string;
  let runLog: string;
  let demoRow: TemplateForRender;
  let otherRow: TemplateForRender;

  beforeAll(async () => {
    database = await createTestDatabase();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-demo-sources-'));
    storage = new LocalDiskStorage(root, new MediaUrlSigner('x'.repeat(40)));
    runLog = path.join(root, 'runs.log');
    countingFfmpeg = path.join(root, 'ffmpeg');
    fs.writeFileSync(
      countingFfmpeg,
      `#!/bin/sh\necho run >> '${runLog}'\nexec '${ffmpegPath}' "$@"\n`,
      { mode: 0o755 },
    );
    const [inserted, other] = await catalogueTemplates.insertTemplates(database.db, [
      templateRow(demo, seededMedia),
      { ...templateRow(demo, seededMedia), name: 'A Template Ingested Without Its Source' },
    ]);
    demoRow = { id: inserted!.id, name: inserted!.name, media: inserted!.media };
    otherRow = { id: other!.id, name: other!.name, media: other!.media };
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const resolver = () =>
    demoTemplateSources({ db: database.db, storage, ffmpegPath: countingFfmpeg });
  const runs = () =>
    fs.existsSync(runLog) ? fs.readFileSync(runLog, 'utf8').split('\n').length - 1 : 0;

  it('makes the source once for concurrent renders, under private keys, and records it', async () => {
    const resolve = resolver();
    const [first, second] = await Promise.all([resolve(demoRow), resolve(demoRow)]);
    expect(first).toEqual(second);
    expect(first).toEqual(demoSourceKeys(demo).keys);
    expect(first.sourceKey).toMatch(
      /^private\/demo-sources\/logo-reveal-square\/source-[0-9a-f]{12}\.mp4$/,
    );
    expect(first.maskKey).toMatch(
      /^private\/demo-sources\/logo-reveal-square\/mask-[0-9a-f]{12}\.png$/,
    );
    expect(runs()).toBe(1);

    const [row] = await database.db.select().from(templates).where(eq(templates.id, demoRow.id));
    // The full-size files are recorded; the public preview-size mask stays for the editors.
    expect(row!.media).toEqual({ ...seededMedia, source: first.sourceKey, mask: first.maskKey });

    // Made already: another process (a new resolver) finds the files instead of making them again.
    expect(await resolver()({ ...demoRow, media: row!.media })).toEqual(first);
    expect(runs()).toBe(1);
  }, 120_000);

  it("has the template's size, length and a soundtrack, green wherever its mask is white", async () => {
    const { sourceKey, maskKey } = demoSourceKeys(demo).keys;
    const source = storage.absolutePath(sourceKey);
    const probe = await probeMedia(ffmpegPath, source);
    expect(probe).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', ...CANVAS[demo.layout] });
    expect(probe.durationSeconds).toBeCloseTo(demo.durationSeconds, 1);
    const streams = await probeMediaStreams(ffmpegPath, source);
    expect(streams).toMatchObject({ fps: 25, hasAudio: true });
    const { stderr } = await runFfmpeg(
      ['-i', source, '-map', '0:a:0', '-af', 'volumedetect', '-f', 'null', '-'],
      { ffmpegPath },
    );
    // A soundtrack, not silence: gentle, but well above the noise floor.
    expect(Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1])).toBeGreaterThan(-40);

    const size = CANVAS[demo.layout];
    const mask = await readPixels(ffmpegPath, storage.absolutePath(maskKey), 'gray', size);
    const frame = await readPixels(ffmpegPath, source, 'rgba', size, { atSeconds: 3 });
    let white = 0;
    let wrong = 0;
    for (let y = 0; y < size.height; y += 4) {
      for (let x = 0; x < size.width; x += 4) {
        const green = frame.at(x, y, 1) > 200 && frame.at(x, y, 0) < 60 && frame.at(x, y, 2) < 60;
        if (mask.at(x, y) === 255) {
          white += 1;
          if (!green) wrong += 1;
        } else if (mask.at(x, y) === 0 && green) {
          wrong += 1;
        }
      }
    }
    expect(white / ((size.width / 4) * (size.height / 4))).toBeGreaterThan(0.3);
    expect(wrong).toBe(0);
  });

  it('leaves every other template to the stored sources', async () => {
    const failure = await resolver()(otherRow).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CompositionError);
    expect(failure).toMatchObject({ failure: 'bad-template', transient: false });

    const own = { source: 'private/own/source.mp4', mask: 'private/own/mask.png' };
    const ingested = { ...otherRow, media: { ...seededMedia, ...own } };
    expect(await resolver()(ingested)).toEqual({ sourceKey: own.source, maskKey: own.mask });
    // A demo name with a source of its own was ingested some other way: its keys are used.
    expect(await resolver()({ ...demoRow, media: ingested.media })).toEqual({
      sourceKey: own.source,
      maskKey: own.mask,
    });
  });
});
