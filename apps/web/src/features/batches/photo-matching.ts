import { comparable } from './design-fields';

/** What the photo pickers offer; the server still decides from the content. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/** A photo given for the batch, by its file's name, once uploaded (or why not). */
export interface BatchPhoto {
  fileName: string;
  uploadId: string | null;
  /** The upload's own link, to draw the row's thumbnail with. */
  url: string | null;
  /** Why it is not usable (not a picture, failed to upload); null when it is. */
  problem: string | null;
}

const withoutExtension = (name: string) => name.replace(/\.[^./\\]+$/, '');
const baseName = (name: string) => name.split(/[/\\]/).pop() ?? name;

/** The key a file name is matched by: its name without folder or extension, compared loosely. */
const fileKey = (name: string) => comparable(withoutExtension(baseName(name.trim())));

/** Photos in the order a person means "in order": by name, numbers as numbers (2 before 10). */
export function inNameOrder<T extends { fileName: string }>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) =>
    a.fileName.localeCompare(b.fileName, 'en', { numeric: true, sensitivity: 'base' }),
  );
}

/**
 * A finder of photos by a sheet cell naming a file: "priya.jpg", "Priya", "PRIYA.JPEG" all find
 * priya.jpg. An exact name (extension and all, any case) wins over one without extension.
 */
export function photoFinder<T extends { fileName: string }>(photos: readonly T[]) {
  const exact = new Map<string, T>();
  const loose = new Map<string, T>();
  for (const photo of photos) {
    const name = baseName(photo.fileName).toLowerCase();
    if (!exact.has(name)) exact.set(name, photo);
    const key = fileKey(photo.fileName);
    if (!loose.has(key)) loose.set(key, photo);
  }
  return (cell: string): T | undefined => {
    const wanted = cell.trim();
    if (wanted === '') return undefined;
    return exact.get(baseName(wanted).toLowerCase()) ?? loose.get(fileKey(wanted));
  };
}

/**
 * The photo of each row for each photo slot. A slot whose column holds file names is matched by
 * name; a slot without one takes the photos in name order, row after row (with two slots, the
 * first row takes the first two photos).
 */
export function matchPhotos<T extends { fileName: string }>(input: {
  rows: readonly string[][];
  slots: readonly { layerId: string; column: number | null }[];
  photos: readonly T[];
}): Record<string, T | undefined>[] {
  const find = photoFinder(input.photos);
  const ordered = inNameOrder(input.photos);
  const unnamed = input.slots.filter((slot) => slot.column === null);
  return input.rows.map((row, rowIndex) => {
    const matched: Record<string, T | undefined> = {};
    for (const slot of input.slots) {
      if (slot.column !== null) {
        matched[slot.layerId] = find(row[slot.column] ?? '');
      } else {
        const position = rowIndex * unnamed.length + unnamed.indexOf(slot);
        matched[slot.layerId] = ordered[position];
      }
    }
    return matched;
  });
}
