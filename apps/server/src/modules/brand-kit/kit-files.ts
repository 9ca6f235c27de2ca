import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, UploadMessage } from '@frameshop/contract';
import type { Multipart } from '@fastify/multipart';
import { AppError } from '../../http/app-error';
import { sanitiseFileName } from '../uploads';

/** A file of a kit as it arrived: small enough (a font, a logo) to be held whole. */
export interface KitFile {
  bytes: Buffer;
  fileName: string;
}

/**
 * Reads the request's one file part whole, refusing it the moment it grows past `maxBytes` (413,
 * `tooLarge(fileName)` naming the limit) and refusing a second file or none as an upload does.
 */
export async function receiveKitFile(
  parts: AsyncIterable<Multipart>,
  maxBytes: number,
  tooLarge: (fileName: string) => string,
): Promise<KitFile> {
  let received: KitFile | undefined;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (received) {
      part.file.resume();
      throw AppError.badRequest(UploadMessage.oneFileOnly);
    }
    const fileName = sanitiseFileName(part.filename);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        part.file.resume();
        throw new AppError(ErrorCode.PayloadTooLarge, 413, tooLarge(fileName));
      }
      chunks.push(chunk);
    }
    if (part.file.truncated) {
      throw new AppError(ErrorCode.PayloadTooLarge, 413, tooLarge(fileName));
    }
    received = { bytes: Buffer.concat(chunks), fileName };
  }
  if (!received) throw AppError.badRequest(UploadMessage.noFile);
  return received;
}

/** `work` with the bytes in a temp file of their own, removed afterwards, for checks that read paths. */
export async function withTempFile<T>(
  bytes: Buffer,
  work: (file: string) => Promise<T>,
): Promise<T> {
  const file = path.join(os.tmpdir(), `frameshop-kit-${randomUUID()}`);
  await fs.writeFile(file, bytes, { flag: 'wx' });
  try {
    return await work(file);
  } finally {
    await fs.rm(file, { force: true });
  }
}
