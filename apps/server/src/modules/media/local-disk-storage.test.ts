import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';
import { MediaUrlSigner } from './media-url-signer';
import { readMediaBytes } from './scratch';
import { MediaNotFoundError } from './storage';

describe('local disk storage', () => {
  let root: string;
  let source: string;
  let storage: LocalDiskStorage;
  beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-storage-'));
    root = path.join(dir, 'media');
    source = path.join(dir, 'source.mp4');
    fs.writeFileSync(source, 'first version');
    storage = new LocalDiskStorage(root, new MediaUrlSigner('a-url-signing-secret-long-enough!!'));
  });
  afterAll(() => {
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it('stores a copy under the key and reports it present', async () => {
    expect(await storage.exists('public/demo/a/preview-1.mp4')).toBe(false);
    await storage.put('public/demo/a/preview-1.mp4', source);
    expect(await storage.exists('public/demo/a/preview-1.mp4')).toBe(true);
    const stored = storage.absolutePath('public/demo/a/preview-1.mp4');
    expect(stored).toBe(path.join(root, 'public', 'demo', 'a', 'preview-1.mp4'));
    expect(fs.readFileSync(stored, 'utf8')).toBe('first version');
    expect(fs.existsSync(source)).toBe(true);
  });

  it('replaces a file in one step and leaves no half-written copies', async () => {
    fs.writeFileSync(source, 'second version');
    await storage.put('public/demo/a/preview-1.mp4', source);
    expect(fs.readFileSync(storage.absolutePath('public/demo/a/preview-1.mp4'), 'utf8')).toBe(
      'second version',
    );
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual([]);
  });

  it('does not count a directory as a file', async () => {
    expect(await storage.exists('public/demo/a')).toBe(false);
  });

  it('refuses keys that could leave the root', async () => {
    await expect(storage.put('../outside.mp4', source)).rejects.toThrow(/Invalid media key/);
    expect(() => storage.absolutePath('/etc/passwd')).toThrow(/Invalid media key/);
    expect(await storage.exists('public/../../outside')).toBe(false);
    expect(fs.existsSync(path.join(path.dirname(root), 'outside.mp4'))).toBe(false);
  });

  it('gives public media a plain URL and refuses one for private media', () => {
    expect(storage.publicUrl('public/demo/a/preview-1.mp4')).toBe(
      '/media/public/demo/a/preview-1.mp4',
    );
    expect(() => storage.publicUrl('private/compiled/a.mp4')).toThrow(/private/);
  });

  it('signs private media and leaves public media unsigned', () => {
    const now = Date.parse('2026-03-01T10:20:00Z');
    const signed = storage.signedLink('private/compiled/a.mp4', 3600, now);
    const expiry = Date.parse('2026-03-01T12:00:00Z') / 1000;
    expect(signed).toMatch(
      new RegExp(`^/media/private/compiled/a\\.mp4\\?exp=${expiry}&sig=[\\w-]{43}$`),
    );
    expect(storage.signedLink('public/demo/a/preview-1.mp4', 3600, now)).toBe(
      '/media/public/demo/a/preview-1.mp4',
    );
  });

  it("reads a stored file's bytes whole, and names a missing one", async () => {
    const bytes = Buffer.alloc(300_000, 7);
    fs.writeFileSync(source, bytes);
    await storage.put('users/u-1/photo.jpg', source);
    expect((await readMediaBytes(storage, 'users/u-1/photo.jpg')).equals(bytes)).toBe(true);
    await expect(readMediaBytes(storage, 'users/u-1/none.jpg')).rejects.toBeInstanceOf(
      MediaNotFoundError,
    );
  });
});
