import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { isServiceUnreachable } from '../../db/service-unreachable';
import { AppError } from '../../http/app-error';
import { BucketUploadError, streamToStorage } from './receive-file';

/** The PNG signature and a little more: enough to be taken for a photo. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200),
]);

async function* onePart(file: Readable = Readable.from([PNG])): AsyncIterable<Multipart> {
  yield { type: 'file', file, filename: 'photo.png' } as unknown as Multipart;
}

/** A bucket that takes what it is sent, and the options of a stream into it. */
const drainingBucket = (maxBytes: number) => ({
  storage: {
    putStream: async (_key: string, body: Readable) => {
      for await (const _chunk of body) void _chunk;
    },
    remove: async () => {},
  },
  sizeLimit: () => ({ maxBytes, refusal: () => AppError.badRequest('too large') }),
  keyOf: () => 'private/uploads/someone/photo.png',
});

describe('streaming an upload into the bucket', () => {
  it("takes a connection the bucket reset for the bucket's outage, not the visitor's cut-off", async () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    const removed: string[] = [];
    const failure = await streamToStorage(onePart(), {
      storage: {
        putStream: () => Promise.reject(reset),
        remove: async (key) => void removed.push(key),
      },
      sizeLimit: () => ({ maxBytes: 1_000_000, refusal: () => AppError.badRequest('too large') }),
      keyOf: () => 'private/uploads/someone/photo.png',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BucketUploadError);
    expect(failure).not.toBeInstanceOf(AppError);
    expect(isServiceUnreachable(failure)).toBe(true);
    expect(removed).toEqual(['private/uploads/someone/photo.png']);
  });

  it('keeps a refusal of the request its own: a file over the limit, a file cut short', async () => {
    const tooLarge = await streamToStorage(
      onePart(Readable.from([PNG, PNG, PNG])),
      drainingBucket(PNG.length * 2),
    ).catch((error: unknown) => error);
    expect(tooLarge).toBeInstanceOf(AppError);
    expect((tooLarge as AppError).message).toBe('too large');

    // The first part arrives; asked for more, the connection drops.
    let sent = false;
    const file = new Readable({
      read() {
        if (sent) this.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        else this.push(PNG);
        sent = true;
      },
    });
    const cut = await streamToStorage(onePart(file), drainingBucket(1_000_000)).catch(
      (error: unknown) => error,
    );
    expect(cut).toBeInstanceOf(AppError);
    expect(isServiceUnreachable(cut)).toBe(false);
  });
});
