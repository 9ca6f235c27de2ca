import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminCatalogueEndpoints,
  endpointPath,
  type CatalogueImport,
  type ManifestDryRun,
} from '@frameshop/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, catalogueImports, templates } from '../../../db/schema';
import { silentJobLog } from '../../../jobs/test-support/echo-job';
import { insertAdmin, insertUser, sessionTokenOf } from '../../../test-support/admin-fixture';
import {
  createTestApp,
  testConfig,
  testSecrets,
  type TestApp,
} from '../../../test-support/test-app';
import { testEngine } from '../../../test-support/test-database';
import {
  makeTestInputs,
  MEDIA_LIMITS,
  type TestInputs,
} from '../../../test-support/template-media-inputs';
import { multipartBody, type MultipartFile } from '../../../test-support/upload-fixtures';
import { createLocalDiskStorage, locateFfmpeg } from '../../media';
import { runManifestImport, type RunImportPayload } from './run-import';
import { eventually } from '../../../test-support/eventually';

const HEADER = 'sku,kind,templateName,templatePrice,videoFile,status';
const MANIFEST = [
  HEADER,
  'IMP-1,video,Imported Reel,40,window.mp4,published',
  'IMP-2,video,Negative Reel,-3,,',
  'IMP-3,video,Missing Reel,10,absent.mp4,',
].join('\n');

describe(`a manifest imported from the dashboard on ${testEngine}`, () => {
  let testApp: TestApp;
  let inputs: TestInputs;
  let dataDir: string;
  let adminToken: string;
  let adminId: string;
  let clip: Buffer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-catalogue-imports-'));
    inputs = await makeTestInputs();
    clip = fs.readFileSync(await inputs.clip('window.mp4'));
    testApp = await createTestApp({ runJobs: true, env: { DATA_DIR: dataDir } });
    const admin = await insertAdmin(testApp.app, testApp.database.db);
    adminId = admin.user.id;
    adminToken = admin.token;
  });
  afterAll(async () => {
    await testApp.close();
    await inputs.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (files: MultipartFile[], fields: Record<string, string>, token = adminToken) => {
    const body = multipartBody(files, fields);
    return testApp.app.inject({
      method: 'POST',
      url: adminCatalogueEndpoints.startImport.path,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  };
  const manifestFile = (text = MANIFEST): MultipartFile => ({
    field: 'manifest',
    fileName: 'templates.csv',
    contentType: 'text/csv',
    content: Buffer.from(text),
  });
  const clipFile = (fileName = 'window.mp4'): MultipartFile => ({
    field: 'media',
    fileName,
    contentType: 'video/mp4',
    content: clip,
  });
  const imported = () =>
    testApp.database.db.select().from(templates).where(like(templates.sku, 'IMP-%'));
  const scratch = () => path.join(dataDir, 'tmp', 'catalogue-imports');
  const leftOver = () => (fs.existsSync(scratch()) ? fs.readdirSync(scratch()) : []);

  it('answers every problem of a dry run and changes nothing', async () => {
    const answer = await send([manifestFile(), clipFile()], { dryRun: 'true' });
    expect(answer.statusCode).toBe(200);
    const report = answer.json<ManifestDryRun>();
    expect(report).toMatchObject({ dryRun: true, totalRows: 3, goodRows: 1 });
    expect(report.problems).toEqual([
      { row: 2, field: 'templatePrice', message: 'templatePrice cannot be negative' },
      {
        row: 3,
        field: 'videoFile',
        message: 'absent.mp4 is not there (not among the files sent with the manifest)',
      },
    ]);
    expect(await imported()).toEqual([]);
    expect(leftOver()).toEqual([]);
  });

  it('imports as a job: makes the good rows, reports the bad, and says how it went', async () => {
    const answer = await send([manifestFile(), clipFile()], { dryRun: 'false' });
    expect(answer.statusCode).toBe(202);
    const started = answer.json<CatalogueImport>();
    expect(started).toMatchObject({ state: 'queued', totalRows: 3 });

    const url = endpointPath(adminCatalogueEndpoints.getImport.path, {
      importId: started.importId,
    });
    let current = started;
    await eventually(
      'the import job ends',
      async () => {
        const polled = await testApp.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${adminToken}` },
        });
        expect(polled.statusCode).toBe(200);
        current = polled.json<CatalogueImport>();
        expect(current.doneRows).toBeLessThanOrEqual(current.totalRows);
        return ['finished', 'failed'].includes(current.state);
      },
      60_000,
    );
    expect(current).toMatchObject({
      state: 'finished',
      totalRows: 3,
      doneRows: 3,
      created: 1,
      updated: 0,
      unchanged: 0,
    });
    expect(current.problems.map((problem) => [problem.row, problem.field])).toEqual([
      [2, 'templatePrice'],
      [3, 'videoFile'],
    ]);
    const rows = await imported();
    expect(rows.map((row) => [row.sku, row.status])).toEqual([['IMP-1', 'published']]);
    const [entry] = await testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'template.import.create'));
    expect(entry).toMatchObject({ adminUserId: adminId });
    expect(leftOver()).toEqual([]);
  });

  it('refuses a file name with a folder or ".."', async () => {
    const answer = await send([manifestFile(), clipFile('../window.mp4')], { dryRun: 'true' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const named = await send(
      [manifestFile(`${HEADER}\nIMP-9,video,Climbing Reel,10,../window.mp4,`), clipFile()],
      { dryRun: 'true' },
    );
    expect(named.statusCode).toBe(200);
    expect(named.json<ManifestDryRun>().problems).toEqual([
      expect.objectContaining({ row: 1, field: 'videoFile' }),
    ]);
    expect(leftOver()).toEqual([]);
  });

  it('refuses a request without a manifest, or not sent as a form', async () => {
    const noManifest = await send([clipFile()], { dryRun: 'true' });
    expect(noManifest.statusCode).toBe(400);
    expect(noManifest.json()).toMatchObject({ error: expect.stringMatching(/manifest/) });
    const asJson = await testApp.app.inject({
      method: 'POST',
      url: adminCatalogueEndpoints.startImport.path,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { manifest: MANIFEST },
    });
    expect(asJson.statusCode).toBe(415);
    const broken = await testApp.app.inject({
      method: 'POST',
      url: adminCatalogueEndpoints.startImport.path,
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload:
        '--x\r\nContent-Disposition: form-data; name="manifest"; filename="m.csv"\r\n\r\nsku',
    });
    expect(broken.statusCode).toBe(400);
    expect(leftOver()).toEqual([]);
  });

  it('lets no one but an admin in', async () => {
    const buyer = await insertUser(testApp.database.db);
    const refused = await send([manifestFile()], { dryRun: 'true' }, await sessionTokenOf(buyer));
    expect([401, 403]).toContain(refused.statusCode);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: endpointPath(adminCatalogueEndpoints.getImport.path, {
        importId: '00000000-0000-4000-8000-000000000000',
      }),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe(`a manifest import run by a worker on another machine, on ${testEngine}`, () => {
  let testApp: TestApp;
  let inputs: TestInputs;
  let dataDir: string;
  let workerDir: string;
  let adminToken: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-catalogue-import-api-'));
    workerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-catalogue-import-worker-'));
    inputs = await makeTestInputs();
    // An API process that runs no jobs, as in a cluster: a worker elsewhere takes the import.
    testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
    adminToken = (await insertAdmin(testApp.app, testApp.database.db)).token;
  });
  afterAll(async () => {
    await testApp.close();
    await inputs.remove();
    for (const dir of [dataDir, workerDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the files in the media store the processes share, and leaves none behind', async () => {
    const body = multipartBody(
      [
        { field: 'manifest', fileName: 'templates.csv', content: Buffer.from(MANIFEST) },
        {
          field: 'media',
          fileName: 'window.mp4',
          content: fs.readFileSync(await inputs.clip('window.mp4')),
        },
      ],
      { dryRun: 'false' },
    );
    const answer = await testApp.app.inject({
      method: 'POST',
      url: adminCatalogueEndpoints.startImport.path,
      headers: { ...body.headers, authorization: `Bearer ${adminToken}` },
      payload: body.payload,
    });
    expect(answer.statusCode, answer.body).toBe(202);
    const { importId } = answer.json<CatalogueImport>();
    // Nothing waits on the receiving process's disk, which the worker could not read.
    const received = path.join(dataDir, 'tmp', 'catalogue-imports');
    expect(fs.existsSync(received) ? fs.readdirSync(received) : []).toEqual([]);

    const { rows } = await testApp.database.executeSql(
      `select data from pgboss.job where name = 'import-manifest' and data->>'importId' = $1`,
      [importId],
    );
    const payload = (rows[0] as { data: RunImportPayload }).data;
    expect(payload.files).toEqual(['manifest', 'media/window.mp4']);
    const storage = createLocalDiskStorage(testConfig({ DATA_DIR: dataDir }), testSecrets);
    await runManifestImport(
      {
        db: testApp.database.db,
        storage,
        ffmpegPath: () => locateFfmpeg({}).path,
        limits: MEDIA_LIMITS,
        // The worker's own disk: it has never seen the files.
        dir: path.join(workerDir, 'catalogue-imports'),
        log: silentJobLog,
      },
      payload,
    );

    const [done] = await testApp.database.db
      .select()
      .from(catalogueImports)
      .where(eq(catalogueImports.id, importId));
    expect(done).toMatchObject({ state: 'finished', created: 1 });
    expect(fs.readdirSync(path.join(workerDir, 'catalogue-imports'))).toEqual([]);
    for (const index of [0, 1]) {
      expect(await storage.exists(`private/catalogue-imports/${importId}/${index}`)).toBe(false);
    }
  });
});

describe(`a manifest import's size limits on ${testEngine}`, () => {
  let testApp: TestApp;
  let dataDir: string;
  let adminToken: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-catalogue-import-limits-'));
    testApp = await createTestApp({
      env: { DATA_DIR: dataDir, UPLOAD_MAX_VIDEO_BYTES: '50000' },
    });
    adminToken = (await insertAdmin(testApp.app, testApp.database.db)).token;
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses more than four times the video limit in all, keeping nothing', async () => {
    const files: MultipartFile[] = [
      { field: 'manifest', fileName: 'm.csv', content: Buffer.from(MANIFEST) },
      { field: 'media', fileName: 'a.mp4', content: Buffer.alloc(120_000) },
      { field: 'media', fileName: 'b.mp4', content: Buffer.alloc(120_000) },
    ];
    const body = multipartBody(files, { dryRun: 'true' });
    const answer = await testApp.app.inject({
      method: 'POST',
      url: adminCatalogueEndpoints.startImport.path,
      headers: { ...body.headers, authorization: `Bearer ${adminToken}` },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error).toMatch(/together are larger than/);
    const scratch = path.join(dataDir, 'tmp', 'catalogue-imports');
    expect(fs.existsSync(scratch) ? fs.readdirSync(scratch) : []).toEqual([]);
  });
});
