import fs from 'node:fs/promises';
import path from 'node:path';
import { ManifestImportMessage } from '@frameshop/contract';
import { AppError } from '../../../http/app-error';
import {
  checkManifest,
  FILE_FIELDS,
  readManifest,
  type ManifestProblem,
  type ManifestRow,
} from '../manifest/manifest-rows';

/** Where an import's files wait: the manifest, and its media by their own names. */
export const manifestPathOf = (dir: string) => path.join(dir, 'manifest');
export const mediaDirOf = (dir: string) => path.join(dir, 'media');

/**
 * A file name as sent, if it is one: a single name, no folders, nothing that climbs out of the
 * import's folder and nothing unprintable. Anything else is refused, never cleaned up, so the
 * manifest's names and the files' always match as the owner wrote them.
 */
export function isPlainFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    name !== '.' &&
    !name.includes('..') &&
    !/[/\\]/.test(name) &&
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(name)
  );
}

export interface CheckedUpload {
  totalRows: number;
  rows: ManifestRow[];
  problems: ManifestProblem[];
}

/**
 * The uploaded manifest read and checked against the files sent with it: each file column must
 * name one of them (a path, or a name with "..", is a problem of its row, as it could point
 * outside the import's folder), then every row is checked as the command line checks it.
 */
export async function checkUploadedManifest(dir: string): Promise<CheckedUpload> {
  let records: Record<string, unknown>[];
  try {
    records = readManifest(await fs.readFile(manifestPathOf(dir), 'utf8'));
  } catch (error) {
    if (error instanceof Error && 'code' in error) throw error;
    throw AppError.badRequest(
      `The manifest could not be read: ${error instanceof Error ? error.message : 'not CSV or JSON'}`,
    );
  }
  const nameProblems: ManifestProblem[] = [];
  records.forEach((record, index) => {
    for (const column of Object.keys(FILE_FIELDS)) {
      const name = record[column];
      if (typeof name === 'string' && name.trim() !== '' && !isPlainFileName(name.trim())) {
        nameProblems.push({
          row: index + 1,
          field: column,
          message: ManifestImportMessage.notFileName(column),
        });
      }
    }
  });
  const badRows = new Set(nameProblems.map((problem) => problem.row));
  // Rows with a bad name are not checked against the disk at all.
  const checked = checkManifest(
    records.map((record, index) => (badRows.has(index + 1) ? withoutFiles(record) : record)),
    mediaDirOf(dir),
    'not among the files sent with the manifest',
  );
  return {
    totalRows: records.length,
    rows: checked.rows.filter((row) => !badRows.has(row.row)),
    problems: [...nameProblems, ...checked.problems].sort((a, b) => a.row - b.row),
  };
}

function withoutFiles(record: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...record };
  for (const column of Object.keys(FILE_FIELDS)) delete copy[column];
  return copy;
}
