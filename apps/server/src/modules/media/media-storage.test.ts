import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler';
import { validatorCompiler } from '../../http/request-validation';
import { startLocalS3, type LocalS3 } from '../../test-support/local-s3';
import { LocalDiskStorage } from './local-disk-storage';
import { mediaRoutes } from './media.routes';
import { MediaUrlSigner } from './media-url-signer';
import { S3Storage, UPLOAD_PART_BYTES } from './s3-storage';
import { MediaNotFoundError } from './storage';

/** One store under test, with what reaches its URLs over real HTTP and what it leaves behind. */
interface Backend {
  storage: LocalDiskStorage | S3Storage;
  /** An absolute URL for what `publicUrl`/`signedUrl` answered. */
  absolute(url: string): string;
  /** Files of unfinished writes (half-written copies, multipart parts) still on disk. */
  leftovers(): string[];
  scratch: string;
  close(): Promise<void>;
}

const SIGNER_SECRET = 'a-url-signing-secret-long-enough-to-pass';

/** The local disk behind the app's own media route, listening on a free port. */
async function localDiskBackend(): Promise<Backend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-storage-'));
  const signer = new MediaUrlSigner(SIGNER_SECRET);
  const storage = new LocalDiskStorage(path.join(dir, 'media'), signer);
  const app: FastifyInstance = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, 1024);
  // No accounts here: the route's check of a closed account's files has its own suite.
  await app.register(mediaRoutes, { storage, signer, accountIsClosed: async () => false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    storage,
    absolute: (url) => new URL(url, address).toString(),
    leftovers: () => listFiles(path.join(dir, 'media', '.incoming')),
    scratch: dir,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A bucket on s3rver, started here at a local port. */
async function s3Backend(): Promise<Backend> {
  const s3: LocalS3 = await startLocalS3();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-storage-'));
  return {
    storage: new S3Storage(s3.config),
    absolute: (url) => url,
    // s3rver keeps the parts of an unfinished multipart upload in the bucket's folder.
    leftovers: () => listFiles(s3.directory).filter((file) => /part|upload/i.test(file)),
    scratch: dir,
    close: async () => {
      await s3.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((entry) => {
    return fs.statSync(path.join(dir, entry)).isFile();
  });
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** A stream of `bytes` zeros that fails instead of ending, as a request cut off half way does. */
function failingStream(bytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) {
        this.destroy(new Error('connection lost'));
        return;
      }
      const chunk = Buffer.alloc(Math.min(1024 * 1024, bytes - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

describe.each([
  ['local disk', localDiskBackend],
  ['an S3 bucket (s3rver)', s3Backend],
])('media storage on %s', (_name, start) => {
  let backend: Backend;
  let source: string;
  beforeAll(async () => {
    backend = await start();
    source = path.join(backend.scratch, 'source.mp4');
    fs.writeFileSync(source, '0123456789abcdef');
  });
  afterAll(async () => {
    await backend.close();
  });

  it('stores a copy of a file, reports it present and reads it back', async () => {
    const { storage } = backend;
    const key = 'private/put/a.mp4';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, source);
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.read(key))).toBe('0123456789abcdef');
    expect(fs.existsSync(source)).toBe(true);
  });

  it('stores a stream and replaces what was there', async () => {
    const { storage } = backend;
    const key = 'private/stream/b.mp4';
    await storage.putStream(key, Readable.from([Buffer.from('first')]));
    await storage.putStream(key, Readable.from([Buffer.from('second '), Buffer.from('version')]));
    expect(await text(await storage.read(key))).toBe('second version');
  });

  it('reads one byte range', async () => {
    const { storage } = backend;
    await storage.put('private/range/c.mp4', source);
    expect(await text(await storage.read('private/range/c.mp4', { start: 4, end: 9 }))).toBe(
      '456789',
    );
  });

  it('removes a file, and a missing one without complaint', async () => {
    const { storage } = backend;
    await storage.put('private/remove/d.mp4', source);
    await storage.remove('private/remove/d.mp4');
    expect(await storage.exists('private/remove/d.mp4')).toBe(false);
    await expect(storage.remove('private/remove/never.mp4')).resolves.toBeUndefined();
    await expect(storage.read('private/remove/d.mp4')).rejects.toBeInstanceOf(MediaNotFoundError);
  });

  it('hands tools a local file and takes back any copy', async () => {
    const { storage } = backend;
    await storage.put('private/local/e.mp4', source);
    const tempDir = path.join(backend.scratch, 'tmp');
    const file = await storage.localFile('private/local/e.mp4', tempDir);
    expect(fs.readFileSync(file.path, 'utf8')).toBe('0123456789abcdef');
    await file.release();
    expect(listFiles(tempDir)).toEqual([]);
    await expect(storage.localFile('private/local/none.mp4', tempDir)).rejects.toBeInstanceOf(
      MediaNotFoundError,
    );
    expect(listFiles(tempDir)).toEqual([]);
  });

  it('serves a signed link with ranges until it expires', async () => {
    const { storage } = backend;
    const key = 'private/signed/f.mp4';
    await storage.put(key, source);
    const url = backend.absolute(await storage.signedUrl(key, 60));
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('0123456789abcdef');
    // The browser adds Range itself: it must not break the signature.
    const part = await fetch(url, { headers: { range: 'bytes=10-15' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 10-15/16');
    expect(await part.text()).toBe('abcdef');

    // Made three hours ago for one minute: long expired.
    const old = await storage.signedUrl(key, 60, {}, Date.now() - 3 * 3600_000);
    const expired = await fetch(backend.absolute(old));
    expect(expired.status).toBe(403);
  });

  it('makes the same link for one file within the hour, so browsers reuse their copy', async () => {
    const { storage } = backend;
    const hour = Math.floor(Date.now() / 3600_000) * 3600_000;
    const first = await storage.signedUrl('private/signed/f.mp4', 600, {}, hour + 60_000);
    const later = await storage.signedUrl('private/signed/f.mp4', 600, {}, hour + 1800_000);
    expect(later).toBe(first);
  });

  it('names the download however the link is opened', async () => {
    const { storage } = backend;
    const key = 'private/named/g.zip';
    await storage.put(key, source);
    const url = await storage.signedUrl(key, 60, { fileName: 'neon-intro.zip' });
    const response = await fetch(backend.absolute(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="neon-intro.zip"; filename*=UTF-8''neon-intro.zip`,
    );
    if (storage.kind === 'local') {
      expect(new URL(backend.absolute(url)).pathname).toBe('/media/private/named/g.zip');
      // Without a name, a file is shown rather than saved, as before.
      const unnamed = await fetch(backend.absolute(await storage.signedUrl(key, 60)));
      expect(unnamed.headers.get('content-disposition')).toBeNull();
    }
  });

  it('serves public keys at a plain URL, cached for a year', async () => {
    const { storage } = backend;
    const key = 'public/demo/h/poster-1a2b.jpg';
    await storage.put(key, source);
    expect(await storage.signedUrl(key, 60)).toBe(storage.publicUrl(key));
    const response = await fetch(backend.absolute(storage.publicUrl(key)));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(() => storage.publicUrl('private/named/g.zip')).toThrow(/private/);
  });

  it('leaves nothing behind when a stream fails mid-way, multipart parts included', async () => {
    const { storage } = backend;
    const key = 'private/aborted/i.mp4';
    // Past two parts, so the bucket has started a multipart upload.
    await expect(
      storage.putStream(key, failingStream(UPLOAD_PART_BYTES * 2 + 1024)),
    ).rejects.toThrow();
    expect(await storage.exists(key)).toBe(false);
    expect(backend.leftovers()).toEqual([]);
  });

  it('answers whether it is reachable', async () => {
    await expect(backend.storage.checkReachable()).resolves.toBeUndefined();
  });
});

describe('an unreachable bucket', () => {
  it('fails the reachability check', async () => {
    const storage = new S3Storage({
      bucket: 'nowhere',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      accessKeyId: 'x',
      secretAccessKey: 'y',
      forcePathStyle: true,
      timeoutMs: 10_000,
    });
    await expect(storage.checkReachable()).rejects.toThrow();
  });
});
