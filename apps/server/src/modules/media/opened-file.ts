import fs from 'node:fs';
import type { Readable } from 'node:stream';

/**
 * Whether a file's stream, made by `@fastify/send` after it looked the file up, opened. A file
 * deleted between the two (an export replaced or past its time, a closed account's files) is
 * missing, and answered so, rather than a fault of the store's; any other failure to open is
 * raised. Once open, a file deleted is still read to its end.
 */
export function fileOpened(stream: Readable): Promise<boolean> {
  if (!(stream instanceof fs.ReadStream) || !stream.pending) return Promise.resolve(true);
  return new Promise((resolve, reject) => {
    const onReady = () => {
      stream.off('error', onError);
      resolve(true);
    };
    const onError = (error: NodeJS.ErrnoException) => {
      stream.off('ready', onReady);
      if (error.code === 'ENOENT') resolve(false);
      else reject(error);
    };
    stream.once('ready', onReady);
    stream.once('error', onError);
  });
}
