import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOpened } from './opened-file';

describe('fileOpened', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });
  const folder = () => {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-opened-'));
    folders.push(made);
    return made;
  };

  it('answers true once a file opens, and its bytes are read whole', async () => {
    const file = path.join(folder(), 'a.bin');
    fs.writeFileSync(file, 'the bytes');
    const stream = fs.createReadStream(file);
    expect(await fileOpened(stream)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('the bytes');
  });

  it('answers false for a file deleted after it was looked up, before it opened', async () => {
    const file = path.join(folder(), 'gone.bin');
    fs.writeFileSync(file, 'x');
    const stream = fs.createReadStream(file);
    // The stream opens on a later turn, as @fastify/send hands it over after its stat.
    fs.rmSync(file);
    expect(await fileOpened(stream)).toBe(false);
  });

  it('raises any other failure to open', async () => {
    const file = path.join(folder(), 'a.bin');
    fs.writeFileSync(file, 'x');
    const stream = fs.createReadStream(path.join(file, 'under-a-file'));
    await expect(fileOpened(stream)).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  it('answers true for a body that is no file (a HEAD answer)', async () => {
    expect(await fileOpened(Readable.from(''))).toBe(true);
  });
});
