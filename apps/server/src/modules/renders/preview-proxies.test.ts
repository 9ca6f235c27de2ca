import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg, runFfmpeg } from '../media';
import { probeMediaStreams } from './composition/media-streams';
import { PreviewProxies, previewProxyKey, UPLOAD_PROXIES } from './preview-proxies';

describe('preview proxies of template sources and uploads', () => {
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
  const upload = (name: string) => `private/uploads/u1/${name}.mp4`;
  /** A one-second clip with sound, stored under `key`. */
  const storeClip = async (key: string, size: string, fps = 25) => {
    fs.mkdirSync(path.dirname(storage.absolutePath(key)), { recursive: true });
    // prettier-ignore
    await runFfmpeg([
      '-loglevel', 'error',
      '-f', 'lavfi', '-i', `testsrc2=s=${size}:r=${fps}:d=1`,
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
      storage.absolutePath(key),
    ], { ffmpegPath });
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-proxies-'));
    puts = [];
    await Promise.all([
      storeClip(sourceKey, '1280x720'),
      storeClip(upload('wide'), '1920x1080', 30),
      storeClip(upload('tall'), '1080x1920', 30),
      storeClip(upload('small'), '640x360', 30),
    ]);
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

  it("keeps an upload's proxy beside it, shrunk to fit the preview, its shape, rate and sound kept", async () => {
    const proxies = new PreviewProxies({ storage, ffmpegPath, recipe: UPLOAD_PROXIES });
    expect(await proxies.storedProxyOf(upload('wide'))).toBeNull();
    const made = await Promise.all(
      ['wide', 'tall', 'small'].map((name) => proxies.proxyOf(upload(name))),
    );
    expect(made).toEqual(
      ['wide', 'tall', 'small'].map((name) => `private/uploads/u1/${name}-preview.mp4`),
    );
    expect(await proxies.storedProxyOf(upload('wide'))).toBe(made[0]);
    const streams = await Promise.all(
      made.map((key) => probeMediaStreams(ffmpegPath, storage.absolutePath(key))),
    );
    const common = { kind: 'video', fps: 30, hasAudio: true };
    expect(streams[0]).toMatchObject({ ...common, width: 960, height: 540 });
    expect(streams[1]).toMatchObject({ ...common, width: 540, height: 960 });
    // Never enlarged.
    expect(streams[2]).toMatchObject({ ...common, width: 640, height: 360 });
  });
});
