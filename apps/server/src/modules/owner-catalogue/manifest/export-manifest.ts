import type { Db } from '../../../db/database';
import { CatalogueWriter } from '../../catalogue';
import { fieldsOf } from '../template-fields';
import { writeCsv } from './csv-table';
import { MANIFEST_COLUMNS } from './manifest-rows';

/** The columns an export writes: every manifest column but the media files, which stay stored. */
const EXPORT_COLUMNS = MANIFEST_COLUMNS.filter((column) => !column.endsWith('File'));

/**
 * The whole catalogue as a manifest, JSON or CSV (lists as JSON arrays): imported again, it changes
 * nothing. Each row carries its templateId, so a template without a sku is found again by it.
 */
export async function exportManifest(db: Db, format: 'json' | 'csv'): Promise<string> {
  const records = (await new CatalogueWriter().all(db)).map((row) => ({
    templateId: row.id,
    status: row.status,
    ...fieldsOf(row),
  }));
  if (format === 'json') return `${JSON.stringify(records, null, 2)}\n`;
  const cell = (value: unknown) =>
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? JSON.stringify(value)
        : String(value);
  return writeCsv([
    EXPORT_COLUMNS,
    ...records.map((record) =>
      EXPORT_COLUMNS.map((column) => cell((record as Record<string, unknown>)[column])),
    ),
  ]);
}
