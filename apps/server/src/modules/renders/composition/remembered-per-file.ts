import fs from 'node:fs/promises';

/**
 * What is measured from a file (a probe, a mask's window), remembered in this process by the file's
 * path, modification time and size: a template's files are read on every render of it, and a
 * changed or replaced file is measured again. A failed measurement is not remembered: the file
 * may be fixed. `missing` is thrown when the file cannot be read at all.
 */
export function rememberedPerFile<T>(limit: number, missing: (path: string) => Error) {
  const remembered = new Map<string, Promise<T>>();
  return async (path: string, measure: () => Promise<T>): Promise<T> => {
    const stat = await fs.stat(path).catch(() => {
      throw missing(path);
    });
    const key = `${path}\0${stat.mtimeMs}\0${stat.size}`;
    let result = remembered.get(key);
    if (!result) {
      result = measure();
      result.catch(() => remembered.delete(key));
      if (remembered.size >= limit) remembered.delete(remembered.keys().next().value as string);
      remembered.set(key, result);
    }
    return result;
  };
}
