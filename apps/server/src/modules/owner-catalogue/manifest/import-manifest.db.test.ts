import fs from 'node:fs/promises';
import { TemplateAdminMessage } from '@frameshop/contract';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { adminAuditLog, templates } from '../../../db/schema';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../../test-support/test-database';
import type { MediaStorage } from '../../media';
import {
  makeTestInputs,
  MEDIA_LIMITS,
  type TestInputs,
} from '../../../test-support/template-media-inputs';
import { exportManifest } from './export-manifest';
import { importManifest, type ImportDependencies } from './import-manifest';
import { checkManifest, readManifest } from './manifest-rows';
import { catalogueTemplates } from '../../catalogue';
import { prepareFromFiles } from '../prepare-media';

const HEADER =
  'sku,kind,templateName,templateCategory,templatePrice,templatePriceIND,videoFile,overlayFile,status';

describe(`a manifest import on ${testEngine}`, () => {
  let database: TestDatabase;
  let inputs: TestInputs;
  let storage: MediaStorage;
  let deps: ImportDependencies;

  beforeAll(async () => {
    database = await createTestDatabase();
    inputs = await makeTestInputs();
    storage = await inputs.storage();
    await inputs.clip('window.mp4');
    await inputs.clip('no-window.mp4', { window: null });
    await inputs.overlay('card.png', { x: 40, y: 20, width: 120, height: 80 });
    deps = {
      db: database.db,
      storage,
      ffmpegPath: inputs.ffmpegPath,
      limits: MEDIA_LIMITS,
      operator: 'test (manifest)',
    };
  });
  afterAll(async () => {
    await database.close();
    await inputs.remove();
  });

  const run = async (csv: string) => {
    const checked = checkManifest(readManifest(csv), inputs.dir);
    const report = await importManifest(deps, checked.rows);
    return { ...report, problems: [...checked.problems, ...report.problems] };
  };

  const rowsOf = (db: Db) =>
    db.select().from(templates).where(like(templates.sku, 'M-%')).orderBy(asc(templates.sku));

  const manifest = (price = 40) =>
    [
      HEADER,
      `M-1,video,Manifest Reel,Travel|Summer,${price},20,window.mp4,,published`,
      'M-2,image,Manifest Card,,15,,,card.png,',
      'M-3,direct-sell,Manifest Film,,60,,no-window.mp4,,published',
      'M-4,video,Greenless Reel,,10,,no-window.mp4,,published',
      'M-5,video,Negative Reel,,-3,,,,',
    ].join('\n');

  it('applies the good rows, reports the bad ones, and changes nothing when run again', async () => {
    const first = await run(manifest());
    expect(first).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    expect(first.problems).toEqual([
      { row: 5, field: 'templatePrice', message: 'templatePrice cannot be negative' },
      { row: 4, field: 'videoFile', message: expect.stringMatching(/green/i) },
    ]);
    const made = await rowsOf(database.db);
    expect(made.map((row) => [row.sku, row.status, row.kind])).toEqual([
      ['M-1', 'published', 'video'],
      ['M-2', 'draft', 'image'],
      ['M-3', 'published', 'direct-sell'],
    ]);
    expect(made[0]!.media).toMatchObject({
      poster: expect.any(String),
      source: expect.stringMatching(/^private\//),
    });
    expect(made[1]!.templateJson).toMatchObject({ window: { width: 120, height: 80 } });

    const again = await run(manifest());
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const after = await rowsOf(database.db);
    expect(after.map((row) => row.revision)).toEqual(made.map((row) => row.revision));
    expect(after.map((row) => row.media)).toEqual(made.map((row) => row.media));
  });

  it('updates the one edited row by its sku, audited, and never makes a duplicate', async () => {
    const before = await rowsOf(database.db);
    const edited = await run(manifest(55));
    expect(edited).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const after = await rowsOf(database.db);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ sku: 'M-1', price: 55, revision: before[0]!.revision + 1 });
    const [entry] = await database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'template.import.update'));
    expect(entry).toMatchObject({ adminUserId: null, address: 'test (manifest)' });
    expect(entry!.details).toMatchObject({
      before: { templatePrice: 40 },
      after: { templatePrice: 55 },
    });
  });

  it('refuses to publish a row without media, changing nothing of it', async () => {
    const report = await run([HEADER, 'M-6,video,Bare Reel,,10,,,,published'].join('\n'));
    expect(report.created).toBe(0);
    expect(report.problems).toEqual([
      { row: 1, field: 'status', message: expect.stringContaining('before publishing') },
    ]);
    expect((await rowsOf(database.db)).map((row) => row.sku)).not.toContain('M-6');
  });

  it('round-trips: an export imported again changes nothing, in CSV and in JSON', async () => {
    for (const format of ['csv', 'json'] as const) {
      const text = await exportManifest(database.db, format);
      const file = inputs.file(`export.${format}`);
      await fs.writeFile(file, text);
      const records = readManifest(await fs.readFile(file, 'utf8'));
      const checked = checkManifest(records, inputs.dir);
      expect(checked.problems).toEqual([]);
      const report = await importManifest(deps, checked.rows);
      expect(report).toMatchObject({ created: 0, updated: 0, problems: [] });
      expect(report.unchanged).toBe(records.length);
    }
  });

  it('wins over a preparation of an uploaded file still running when its row brought files', async () => {
    await run([HEADER, 'M-7,video,Racing Reel,,10,,,,'].join('\n'));
    const [made] = (await rowsOf(database.db)).filter((row) => row.sku === 'M-7');
    // The owner's upload of a greenless clip was being prepared when the manifest ran again.
    const beforeImport = {
      ...made!,
      preparation: { ...made!.preparation!, state: 'preparing' as const },
    };
    await run([HEADER, 'M-7,video,Racing Reel,,10,,window.mp4,,'].join('\n'));
    const imported = await catalogueTemplates.findTemplateById(database.db, made!.id);
    await prepareFromFiles(deps, beforeImport, { video: inputs.file('no-window.mp4') });
    const after = await catalogueTemplates.findTemplateById(database.db, made!.id);
    expect(after!.preparation).toEqual(imported!.preparation);
    expect(after!.media).toEqual(imported!.media);
    expect(after!.preparation!.state).toBe('ready');
  });

  it('reports a templateJson nested thousands deep as its row’s problem, in the check and the run', async () => {
    const deep = `{"width":640,"height":360,"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;
    const csv = [
      'sku,kind,templateName,templatePrice,templateJson',
      `M-8,image,Deep Card,10,${csvCell(deep)}`,
      'M-9,image,Shallow Card,10,',
    ].join('\n');
    const checked = checkManifest(readManifest(csv), inputs.dir);
    expect(checked.problems).toEqual([
      { row: 1, field: 'templateJson', message: TemplateAdminMessage.templateJsonTooDeep },
    ]);
    expect(checked.rows.map((row) => row.fields.sku)).toEqual(['M-9']);
    const report = await run(csv);
    expect(report).toMatchObject({ created: 1 });
    expect(report.problems).toEqual(checked.problems);
  });

  it('reports a row whose sku another import took meanwhile, and applies it once', async () => {
    const rows = checkManifest(
      readManifest([HEADER, 'M-10,image,Twice Card,,12,,,,'].join('\n')),
      inputs.dir,
    ).rows;
    const reports = await Promise.all([importManifest(deps, rows), importManifest(deps, rows)]);
    const outcomes = reports.map((report) =>
      report.created === 1 ? 'created' : report.unchanged === 1 ? 'unchanged' : report.problems,
    );
    expect(outcomes).toContain('created');
    expect(outcomes.filter((outcome) => outcome !== 'created' && outcome !== 'unchanged')).toEqual(
      outcomes.includes('unchanged')
        ? []
        : [[{ row: 1, field: 'sku', message: TemplateAdminMessage.skuTaken('M-10') }]],
    );
    expect((await rowsOf(database.db)).filter((row) => row.sku === 'M-10')).toHaveLength(1);
  });

  it('moves statuses only as the dashboard does: a draft never goes straight to retired', async () => {
    const statusOf = async (sku: string) =>
      (await rowsOf(database.db)).find((row) => row.sku === sku)?.status;
    const move = (sku: string, status: string, file = '') =>
      run([HEADER, `${sku},image,Moving Card,,12,,,${file},${status}`].join('\n'));
    const refused = (from: string, to: string) => [
      { row: 1, field: 'status', message: TemplateAdminMessage.statusMove(from, to) },
    ];

    expect((await move('M-11', 'retired')).problems).toEqual(refused('draft', 'retired'));
    expect(await statusOf('M-11')).toBeUndefined();
    expect((await move('M-11', 'draft')).created).toBe(1);
    expect((await move('M-11', 'retired')).problems).toEqual(refused('draft', 'retired'));
    expect(await statusOf('M-11')).toBe('draft');

    expect((await move('M-11', 'published', 'card.png')).problems).toEqual([]);
    expect((await move('M-11', 'retired', 'card.png')).problems).toEqual([]);
    expect(await statusOf('M-11')).toBe('retired');
    expect((await move('M-11', 'draft', 'card.png')).problems).toEqual(refused('retired', 'draft'));
    expect(await statusOf('M-11')).toBe('retired');
  });
});
