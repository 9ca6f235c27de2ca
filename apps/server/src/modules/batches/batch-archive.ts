import type { Readable } from 'node:stream';
import { BATCH_RESULTS_FILE } from '@frameshop/contract';
import { ZipFile } from 'yazl';
import type { MediaStorage } from '../media';

/** One row as the archive lists it. */
export interface ArchiveRow {
  row: number;
  name: string | null;
  status: string;
  reason: string | null;
  /** The made result's stored file and extension; null when the row has none. */
  file: { key: string; format: string } | null;
}

/** The longest file name (before the extension) an entry gets: within every system's limits. */
const NAME_MAX = 120;

/**
 * Characters that change how the text around them shows and are not seen themselves: the
 * direction marks, embeddings, overrides and isolates (a right-to-left override turns
 * `photo‮gnp.exe` into what reads as `photoexe.png`), and the zero-width space, word joiner and
 * byte order mark.
 */
const INVISIBLE_FORMATTING = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
/**
 * The zero-width joiner and non-joiner, unless they join as their scripts use them: after a mark
 * (a Devanagari virama, an emoji's variation selector) or a pictograph (an emoji, its skin tone),
 * and before a letter or a pictograph.
 */
const LOOSE_JOINER =
  /(?<![\p{M}\p{Extended_Pictographic}\u{1f3fb}-\u{1f3ff}])[\u200c\u200d]|[\u200c\u200d](?![\p{L}\p{Extended_Pictographic}])/gu;

/** `text` without the invisible characters that could make it read as other than it is. */
export function withoutInvisibleFormatting(text: string): string {
  return text.replace(INVISIBLE_FORMATTING, '').replace(LOOSE_JOINER, '');
}

/**
 * A row's name as a file name on every system: no path separators, no characters Windows refuses
 * (`: * ? " < > |`), no control characters or invisible formatting, no trailing dots or spaces,
 * not a device name, at most NAME_MAX characters (code points: an emoji is one); an empty one is
 * `row-001`.
 */
export function safeFileName(name: string | null, row: number): string {
  const cleaned = withoutInvisibleFormatting(name ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[. ]+|[. ]+$/g, '');
  const cut = [...cleaned].slice(0, NAME_MAX).join('').trim();
  if (cut === '' || /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(cut)) {
    return `row-${String(row + 1).padStart(3, '0')}`;
  }
  return cut;
}

/** Each made row's entry name, `<name>.<ext>`; a name taken again is numbered `Name (2).ext`. */
export function entryNames(rows: readonly ArchiveRow[]): Map<number, string> {
  const taken = new Set<string>([BATCH_RESULTS_FILE.toLowerCase()]);
  const names = new Map<number, string>();
  for (const row of rows) {
    if (!row.file) continue;
    const base = safeFileName(row.name, row.row);
    const ext = row.file.format === 'jpeg' ? 'jpg' : row.file.format;
    let name = `${base}.${ext}`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} (${n}).${ext}`;
    taken.add(name.toLowerCase());
    names.set(row.row, name);
  }
  return names;
}

/**
 * A CSV cell: quoted, without invisible formatting, and a formula's first character disarmed (a
 * spreadsheet would run it).
 */
function csvCell(cell: string): string {
  const value = withoutInvisibleFormatting(cell);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * `results.csv`: every row, made or not (failed, cancelled): its number in the sheet (from 1), its
 * name, its file, status and reason.
 */
export function resultsCsv(rows: readonly ArchiveRow[], names: Map<number, string>): string {
  const lines = [['row', 'name', 'file', 'status', 'reason'].join(',')];
  for (const row of rows) {
    lines.push(
      [String(row.row + 1), row.name ?? '', names.get(row.row) ?? '', row.status, row.reason ?? '']
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The archive as a stream: every made result read from storage only when the archive reaches it
 * and passed on as it is read (never the whole in memory), stored as it is (pictures and videos
 * are compressed already), then `results.csv`.
 */
export function batchArchive(storage: Pick<MediaStorage, 'read'>, rows: ArchiveRow[]): Readable {
  const names = entryNames(rows);
  const zip = new ZipFile();
  for (const row of rows) {
    const name = names.get(row.row);
    if (!name || !row.file) continue;
    const key = row.file.key;
    zip.addReadStreamLazy(name, { compress: false }, (done) => {
      storage.read(key).then(
        (stream) => done(null, stream),
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  zip.addBuffer(Buffer.from(resultsCsv(rows, names), 'utf8'), BATCH_RESULTS_FILE, {
    compress: false,
  });
  zip.end();
  return zip.outputStream as Readable;
}
