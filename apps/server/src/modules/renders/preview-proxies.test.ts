import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg, runFfmpeg } from '../media';
import { probeMediaStreams } from './composition/media-streams';
import { PreviewProxies, previewProxyKey } from './preview-proxies';

describe('preview proxies of template sources', () => {
  const ffmpegPath = locateFfmpeg().path;
  let root: string;
  let puts: string[];
  const storage = {
    absolutePath: (key: string) => path.join(root, key),
    localFile: async (key: string) => ({ path: path.join(root, key), release: async () => {} }),
    exists: async (key: string) => fs.existsSync(path.join(root, key)),
    put: async (key: string, from: string) => {
      puts.push(key);
      fs.mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
      fs.copyFileSync(from, path.join(root, key));
    },
  };
  const sourceKey = 'private/templates/7/source-abc.mp4';

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-proxies-'));
    puts = [];
    fs.mkdirSync(path.dirname(storage.absolutePath(sourceKey)), { recursive: true });
    // prettier-ignore
    await runFfmpeg([
      '-loglevel', 'error',
      '-f', 'lavfi', '-i', 'testsrc2=s=1280x720:r=25:d=1',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
      storage.absolutePath(sourceKey),
    ], { ffmpegPath });
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps the proxy private, named after its source', () => {
    expect(previewProxyKey(sourceKey)).toBe('private/preview-proxies/templates/7/source-abc.mp4');
    expect(previewProxyKey('templates/7/old.mp4')).toMatch(/^private\//);
  });

  it("makes the source at the preview's height once, with its sound, for calls at once and later", async () => {
    const proxies = new PreviewProxies({ storage, ffmpegPath });
    const [first, second] = await Promise.all([
      proxies.proxyOf(sourceKey),
      proxies.proxyOf(sourceKey),
    ]);
    expect(await new PreviewProxies({ storage, ffmpegPath }).proxyOf(sourceKey)).toBe(first);
    expect(second).toBe(first);
    expect(puts).toEqual([previewProxyKey(sourceKey)]);
    const streams = await probeMediaStreams(ffmpegPath, storage.absolutePath(first));
    expect(streams).toMatchObject({ kind: 'video', width: 960, height: 540, hasAudio: true });
  });
});
