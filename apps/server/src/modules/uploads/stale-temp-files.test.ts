import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeStaleTempFiles } from './stale-temp-files';

describe('stale upload temp files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-stale-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('removes files and fetched-copy folders older than a day, and nothing newer', async () => {
    const dayAndMore = new Date(Date.now() - 25 * 3600_000);
    fs.writeFileSync(path.join(dir, 'old.part'), 'x');
    fs.mkdirSync(path.join(dir, 'media-old'));
    fs.writeFileSync(path.join(dir, 'media-old', 'photo.png'), 'x');
    fs.utimesSync(path.join(dir, 'old.part'), dayAndMore, dayAndMore);
    fs.utimesSync(path.join(dir, 'media-old'), dayAndMore, dayAndMore);
    fs.writeFileSync(path.join(dir, 'new.part'), 'x');
    fs.mkdirSync(path.join(dir, 'media-new'));

    const silent = { info() {}, warn() {}, error() {} };
    expect(await removeStaleTempFiles(dir, silent)).toBe(2);
    expect(fs.readdirSync(dir).sort()).toEqual(['media-new', 'new.part']);
  });
});
