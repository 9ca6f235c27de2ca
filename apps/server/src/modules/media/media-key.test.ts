import { describe, expect, it } from 'vitest';
import {
  accountMediaKey,
  accountOfMediaKey,
  assertMediaKey,
  isPublicMediaKey,
  isValidMediaKey,
} from './media-key';

describe('media keys', () => {
  it.each([
    'public/demo/golden-hour-intro/preview-3f9c2a.mp4',
    'private/compiled/ocean_drift.mp4',
    'public/a.b.c/file.json',
    'x',
  ])('accepts %s', (key) => {
    expect(isValidMediaKey(key)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['parent segment', 'public/../secrets.json'],
    ['leading parent', '../secrets.json'],
    ['current segment', 'public/./a.mp4'],
    ['hidden file', 'public/.env'],
    ['absolute path', '/etc/passwd'],
    ['trailing slash', 'public/demo/'],
    ['double slash', 'public//a.mp4'],
    ['backslash', 'public\\..\\secrets.json'],
    ['upper case', 'public/A.mp4'],
    ['percent', 'public/%2e%2e/a'],
    ['colon', 'c:/windows'],
    ['space', 'public/a b.mp4'],
    ['NUL', 'public/a\0.mp4'],
    ['too long', `public/${'a'.repeat(600)}`],
  ])('rejects %s', (_, key) => {
    expect(isValidMediaKey(key)).toBe(false);
    expect(() => assertMediaKey(key)).toThrow(/Invalid media key/);
  });

  it('tells public catalogue media from everything else', () => {
    expect(isPublicMediaKey('public/demo/a.jpg')).toBe(true);
    expect(isPublicMediaKey('private/compiled/a.mp4')).toBe(false);
    expect(isPublicMediaKey('publicity/a.jpg')).toBe(false);
  });

  it('tells whose account a file belongs to from its key, and the store’s own files from it', () => {
    const userId = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    for (const folder of ['exports', 'uploads', 'renders'] as const) {
      const key = accountMediaKey(folder, userId, 'file-1.mp4');
      expect(key).toBe(`private/${folder}/${userId}/file-1.mp4`);
      expect(accountOfMediaKey(key)).toBe(userId);
    }
    for (const key of [
      `private/downloads/${userId}/a.zip`,
      `private/catalogue-imports/${userId}/0`,
      'private/uploads/scene-test/photo.png',
      `private/uploads/${userId}`,
      `public/uploads/${userId}/a.jpg`,
      'private/templates/3f9c/source.mp4',
    ]) {
      expect(accountOfMediaKey(key), key).toBeNull();
    }
  });
});
