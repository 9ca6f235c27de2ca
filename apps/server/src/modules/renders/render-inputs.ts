import type { MediaStorage } from '../media';

/**
 * Stored files as paths ffmpeg can open, removed with their render's input folder. Every fetch
 * settles before a failure is thrown, so the folder is not removed while a file is still arriving.
 */
export async function inputPathsOf(
  storage: Pick<MediaStorage, 'localFile'>,
  keys: string[],
  inputDir: string,
): Promise<string[]> {
  const fetched = await Promise.allSettled(keys.map((key) => storage.localFile(key, inputDir)));
  const failed = fetched.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return fetched.map((result) => (result as PromiseFulfilledResult<{ path: string }>).value.path);
}
