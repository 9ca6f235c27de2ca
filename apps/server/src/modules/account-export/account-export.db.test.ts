import { createCanvas } from '@napi-rs/canvas';
import {
  ACCOUNT_EXPORT_COOLDOWN_HOURS,
  AccountExportMessage,
  type AccountExport,
} from '@frameshop/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExports } from '../../db/schema';
import { bearer, poster, registerAccount } from '../../test-support/accounts-fixture';
import { insertPackOrder, payOrder } from '../../test-support/ledger-fixture';
import { eventually } from '../../test-support/eventually';
import { postUpload, uploadDataDir } from '../../test-support/upload-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { storedZipEntries } from '../../test-support/zip-entries';

function photo(): Buffer {
  const canvas = createCanvas(24, 16);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c53';
  context.fillRect(0, 0, 24, 16);
  return canvas.toBuffer('image/png');
}

describe(`exporting one's data, with the jobs running, on ${testEngine}`, () => {
  const files = uploadDataDir();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: files.env, runJobs: true });
  });
  afterAll(() => testApp.close());

  const call = (token: string, method: 'GET' | 'POST', url: string) =>
    method === 'POST'
      ? poster(testApp.app)(url, {}, bearer(token))
      : testApp.app.inject({ method, url, headers: bearer(token) });
  const statusOf = async (token: string, exportId: string): Promise<AccountExport> =>
    (await call(token, 'GET', `/api/account/export/${exportId}`)).json();
  const ready = (token: string, exportId: string) =>
    eventually('the export is ready', async () => {
      const status = await statusOf(token, exportId);
      if (status.status === 'failed') throw new Error(`the export failed: ${status.failureReason}`);
      return status.status === 'ready';
    });
  const download = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('packs the account, its ledger, orders, receipts and its own files into one ZIP', async () => {
    const { token, user, account } = await registerAccount(testApp.app);
    const picture = photo();
    expect((await postUpload(testApp.app, token, picture, 'holiday.png')).statusCode).toBe(201);
    await payOrder(testApp, (await insertPackOrder(testApp.database.db, user.id, 100, 9_900)).id);

    const started = await call(token, 'POST', '/api/account/export');
    expect(started.statusCode).toBe(200);
    const { exportId } = started.json() as AccountExport;
    // Asked again while it is being made: the same export, not a second one.
    const again = (await call(token, 'POST', '/api/account/export')).json() as AccountExport;
    if (again.status !== 'ready') expect(again.exportId).toBe(exportId);
    await ready(token, exportId);

    const status = await statusOf(token, exportId);
    expect(status).toMatchObject({
      status: 'ready',
      progress: 100,
      bytes: expect.any(Number),
      downloadUrl: expect.stringMatching(/^\/media\/private\/exports\//),
      expiresAt: expect.any(String),
    });
    const fileName = `frameshop-data-${status.createdAt.slice(0, 10)}.zip`;
    expect(status.fileName).toBe(fileName);
    const zip = await download(status.downloadUrl!);
    expect(zip.statusCode).toBe(200);
    // Saved under its name however the link is opened, not under the export's id.
    expect(zip.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(zip.rawPayload.length).toBe(status.bytes);
    const entries = storedZipEntries(zip.rawPayload);
    const data = JSON.parse(entries.get('frameshop-data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({ id: user.id, email: account.email, name: 'Test Person' });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
    expect(data.creditLedger.map((row: { reason: string }) => row.reason)).toEqual([
      'signup_bonus',
      'credit_purchase',
    ]);
    expect(data.creditPackOrders).toEqual([
      expect.objectContaining({ status: 'paid', credits: 100 }),
    ]);
    expect(data.receipts).toHaveLength(1);
    const [upload] = data.uploads;
    expect(upload).toMatchObject({ fileName: 'holiday.png', kind: 'image' });
    expect(entries.get(upload.file)).toEqual(picture);
  });

  it("keeps each person's exports their own, and refuses a bad id or no session", async () => {
    const owner = await registerAccount(testApp.app);
    const stranger = await registerAccount(testApp.app);
    const { exportId } = (await call(owner.token, 'POST', '/api/account/export')).json();
    const theirs = await call(stranger.token, 'GET', `/api/account/export/${exportId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(AccountExportMessage.notFound);
    expect((await call(stranger.token, 'GET', '/api/account/export/not-an-id')).statusCode).toBe(
      400,
    );
    const anonymous = await testApp.app.inject({ url: `/api/account/export/${exportId}` });
    expect(anonymous.statusCode).toBe(401);
    await ready(owner.token, exportId);
  });

  it('expires: past its time the link is gone and the archive deleted', async () => {
    const { token } = await registerAccount(testApp.app);
    const { exportId } = (await call(token, 'POST', '/api/account/export')).json();
    await ready(token, exportId);
    const link = (await statusOf(token, exportId)).downloadUrl!;
    await testApp.database.db
      .update(accountExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountExports.id, exportId));
    expect(await statusOf(token, exportId)).toMatchObject({ status: 'expired', downloadUrl: null });
    await testApp.jobs.send('delete-expired-exports', {});
    await eventually(
      'the archive is deleted',
      async () => (await download(link)).statusCode === 404,
    );
  });

  it('keeps one live archive: asking again answers the one being made, then the ready one', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const asked = await Promise.all(
      Array.from({ length: 8 }, () => call(token, 'POST', '/api/account/export')),
    );
    expect(asked.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(asked.map((answer) => (answer.json() as AccountExport).exportId));
    expect(ids.size).toBe(1);
    const [exportId] = [...ids] as [string];
    const messages = asked.map((answer) => answer.json().message as string);
    expect(messages.filter((message) => message === AccountExportMessage.started)).toHaveLength(1);
    await ready(token, exportId);

    const again = await call(token, 'POST', '/api/account/export');
    expect(again.json()).toMatchObject({
      exportId,
      status: 'ready',
      message: AccountExportMessage.stillReady,
      downloadUrl: expect.any(String),
      nextExportAt: expect.any(String),
    });
    const made = Date.parse(again.json().createdAt as string);
    expect(Date.parse(again.json().nextExportAt as string) - made).toBe(
      ACCOUNT_EXPORT_COOLDOWN_HOURS * 3600_000,
    );
    const rows = await testApp.database.db
      .select()
      .from(accountExports)
      .where(eq(accountExports.userId, user.id));
    expect(rows).toHaveLength(1);
    const latest = await call(token, 'GET', '/api/account/export');
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({ latest: { exportId, status: 'ready' } });
  });

  it('replaces the ready archive once a day has passed, deleting the old one when the new is ready', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const first = (await call(token, 'POST', '/api/account/export')).json() as AccountExport;
    await ready(token, first.exportId);
    const oldLink = (await statusOf(token, first.exportId)).downloadUrl!;
    await testApp.database.db
      .update(accountExports)
      .set({ createdAt: new Date(Date.now() - (ACCOUNT_EXPORT_COOLDOWN_HOURS + 1) * 3600_000) })
      .where(eq(accountExports.id, first.exportId));

    const fresh = await call(token, 'POST', '/api/account/export');
    expect(fresh.json()).toMatchObject({
      status: expect.stringMatching(/^(queued|running|ready)$/),
      message: AccountExportMessage.replacing,
    });
    const freshId = fresh.json().exportId as string;
    expect(freshId).not.toBe(first.exportId);
    await ready(token, freshId);
    await eventually(
      'the old archive is deleted',
      async () => (await download(oldLink)).statusCode === 404,
    );
    expect(await statusOf(token, first.exportId)).toMatchObject({ status: 'expired' });
    const kept = await testApp.database.db
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.userId, user.id), isNotNull(accountExports.storageKey)));
    expect(kept.map((row) => row.id)).toEqual([freshId]);
  });

  it('starts again at once after a failed export', async () => {
    const { token } = await registerAccount(testApp.app);
    const first = (await call(token, 'POST', '/api/account/export')).json() as AccountExport;
    await ready(token, first.exportId);
    await testApp.database.db
      .update(accountExports)
      .set({ status: 'failed', failureReason: AccountExportMessage.failed })
      .where(eq(accountExports.id, first.exportId));
    const again = await call(token, 'POST', '/api/account/export');
    expect(again.json()).toMatchObject({ message: AccountExportMessage.started });
    expect(again.json().exportId).not.toBe(first.exportId);
    await ready(token, again.json().exportId as string);
  });

  it('is deleted when the account closes', async () => {
    const { token, account } = await registerAccount(testApp.app);
    const { exportId } = (await call(token, 'POST', '/api/account/export')).json();
    await ready(token, exportId);
    const link = (await statusOf(token, exportId)).downloadUrl!;
    expect((await download(link)).statusCode).toBe(200);
    const closed = await poster(testApp.app)(
      '/api/account/close',
      { password: account.password },
      bearer(token),
    );
    expect(closed.statusCode).toBe(200);
    await eventually(
      'the archive is deleted',
      async () => (await download(link)).statusCode === 404,
    );
    expect((await call(token, 'GET', `/api/account/export/${exportId}`)).statusCode).toBe(401);
  });
});
