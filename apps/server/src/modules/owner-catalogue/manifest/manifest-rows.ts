import fs from 'node:fs';
import path from 'node:path';
import {
  fieldLabel,
  nestsDeeperThan,
  TEMPLATE_JSON_MAX_DEPTH,
  TEMPLATE_MEDIA_ROLES,
  TemplateAdminMessage,
  templateFieldsSchema,
  validationMessages,
  templateStatusSchema,
  type TemplateFields,
  type TemplateStatus,
} from '@frameshop/contract';
import type { OriginalFiles } from '../prepare-media';
import { readCsv } from './csv-table';

/** One problem of a manifest: its row (1 is the first template), its field and what is wrong. */
export interface ManifestProblem {
  row: number;
  field: string;
  message: string;
}

/** A row that passed every check: what the import applies. */
export interface ManifestRow {
  row: number;
  /** The store's id, from an export: matches a template that has no sku yet. */
  templateId: number | null;
  status: TemplateStatus;
  fields: TemplateFields;
  files: OriginalFiles;
}

const LIST_FIELDS = ['templateCategory', 'templateSection', 'templateCompatibility'] as const;
const NUMBER_FIELDS = ['templatePrice', 'templatePriceIND', 'thumbnailFrame'] as const;
export const FILE_FIELDS = {
  overlayFile: 'overlay',
  videoFile: 'video',
  maskFile: 'mask',
} as const;
/** The columns a manifest may have; any other is a problem, as a typo would silently do nothing. */
export const MANIFEST_COLUMNS = [
  'sku',
  'templateId',
  'kind',
  'status',
  'templateName',
  'templateDescription',
  'templateCategory',
  'templateSection',
  'templateCompatibility',
  'templatePrice',
  'templatePriceIND',
  'videoLayout',
  'greenScreenLayout',
  'templateJson',
  'thumbnailFrame',
  ...Object.keys(FILE_FIELDS),
] as const;

/** The manifest's records: a JSON array of objects, or CSV with a header line. */
export function readManifest(text: string): Record<string, unknown>[] {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('[')) {
    const value: unknown = JSON.parse(trimmed);
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'object' || item === null)) {
      throw new Error('A JSON manifest is an array of objects, one per template.');
    }
    return value as Record<string, unknown>[];
  }
  const [header, ...lines] = readCsv(text);
  if (!header) return [];
  return lines.map((cells) =>
    Object.fromEntries(header.map((name, index) => [name.trim(), cells[index] ?? ''])),
  );
}

/** A CSV cell's list: a JSON array, or values separated by `|`. */
function listOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text.split('|').map((item) => item.trim());
}

/** A CSV cell's number; empty is none. Text that is no number stays text, for its message. */
function numberOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text);
  return Number.isNaN(number) ? text : number;
}

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/**
 * Checks one record and says every problem it has, or gives the row to apply. Files are looked
 * for under `mediaDir`.
 */
export function checkRecord(
  record: Record<string, unknown>,
  row: number,
  mediaDir: string,
  /** Where the files were looked for, in a problem's words; the folder itself by default. */
  mediaLabel = `looked in ${mediaDir}`,
): { row: ManifestRow } | { problems: ManifestProblem[] } {
  const problems: ManifestProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ row, field, message });
  for (const column of Object.keys(record)) {
    if (!(MANIFEST_COLUMNS as readonly string[]).includes(column)) {
      problem(column, `${column} is not a manifest column`);
    }
  }
  const input: Record<string, unknown> = {};
  for (const name of Object.keys(templateFieldsSchema.shape)) {
    if (record[name] === undefined) continue;
    const value = record[name];
    if ((LIST_FIELDS as readonly string[]).includes(name)) input[name] = listOf(value);
    else if ((NUMBER_FIELDS as readonly string[]).includes(name)) input[name] = numberOf(value);
    else if (name === 'templateJson' && typeof value === 'object' && value !== null) {
      // A JSON manifest may give the object itself: it is checked as the text a CSV cell holds,
      // once its depth is known to be within what JSON.stringify's recursion survives.
      if (nestsDeeperThan(value, TEMPLATE_JSON_MAX_DEPTH)) {
        problem(name, TemplateAdminMessage.templateJsonTooDeep);
      } else {
        input[name] = JSON.stringify(value);
      }
    } else input[name] = blankToNull(value);
  }
  // An absent optional field takes its default, as the schema gives it.
  for (const [name, value] of Object.entries(input)) if (value === null) delete input[name];
  // The dashboard's words for what is missing or wrong ("Give the template a name"), and plain
  // ones where a field has none of its own, never zod's "Invalid input: expected string".
  const fields = templateFieldsSchema.safeParse(input, { error: validationMessages('The row') });
  if (!fields.success) {
    for (const issue of fields.error.issues) problem(fieldLabel(issue.path), issue.message);
  }
  const status = templateStatusSchema.safeParse(blankToNull(record.status) ?? 'draft');
  if (!status.success) problem('status', 'status must be draft, published or retired');
  const templateId = numberOf(record.templateId);
  if (templateId !== null && templateId !== undefined && !Number.isSafeInteger(templateId)) {
    problem('templateId', 'templateId must be a template id (a whole number)');
  }
  if (fields.success && fields.data.sku === null && (templateId ?? null) === null) {
    problem('sku', 'Each row needs a sku (or the templateId an export gave it)');
  }
  const files: OriginalFiles = {};
  for (const [column, role] of Object.entries(FILE_FIELDS)) {
    const name = blankToNull(record[column]);
    if (name === null || name === undefined) continue;
    if (typeof name !== 'string') {
      problem(column, `${column} must be a file path`);
      continue;
    }
    const file = fileInside(mediaDir, name);
    if (file === 'missing') problem(column, `${name} is not there (${mediaLabel})`);
    else if (file === 'outside') problem(column, ManifestMessage.outsideMedia(column, name));
    else files[role] = file;
  }
  if (fields.success) {
    const kind = fields.data.kind;
    for (const [column, role] of Object.entries(FILE_FIELDS)) {
      if (files[role] && !TEMPLATE_MEDIA_ROLES[kind].includes(role)) {
        problem(column, `A ${kind} template takes no ${column}`);
      }
    }
  }
  if (problems.length > 0 || !fields.success || !status.success) return { problems };
  return {
    row: {
      row,
      templateId: typeof templateId === 'number' ? templateId : null,
      status: status.data,
      fields: fields.data,
      files,
    },
  };
}

export const ManifestMessage = {
  outsideMedia: (column: string, name: string) =>
    `${column} must name a file inside the media folder; ${name} leads outside it ` +
    '(an absolute path, "..", or a link to somewhere else)',
} as const;

/**
 * Where a manifest's file name leads, as the file system finally resolves it (every link
 * followed): only a file inside the media folder is read, whatever the name says, so no row can
 * take a file from elsewhere on the machine (a buyer's private render, the server's secrets).
 */
function fileInside(mediaDir: string, name: string): string | 'missing' | 'outside' {
  const named = path.resolve(mediaDir, name);
  if (!isWithin(path.resolve(mediaDir), named)) return 'outside';
  let real: string;
  try {
    real = fs.realpathSync(named);
    if (!isWithin(fs.realpathSync(mediaDir), real)) return 'outside';
  } catch {
    return 'missing';
  }
  return fs.statSync(real).isFile() ? real : 'missing';
}

/** Whether `file` is below `folder` (both resolved). */
function isWithin(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  );
}

/** Every record checked, with duplicate skus in one manifest refused after their first row. */
export function checkManifest(
  records: Record<string, unknown>[],
  mediaDir: string,
  mediaLabel?: string,
): { rows: ManifestRow[]; problems: ManifestProblem[] } {
  const rows: ManifestRow[] = [];
  const problems: ManifestProblem[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const checked = checkRecord(record, index + 1, mediaDir, mediaLabel);
    if ('problems' in checked) {
      problems.push(...checked.problems);
      return;
    }
    const { sku } = checked.row.fields;
    const first = sku === null ? undefined : seen.get(sku);
    if (first !== undefined) {
      problems.push({
        row: index + 1,
        field: 'sku',
        message: `sku ${sku} is also on row ${first}; each template has one row`,
      });
      return;
    }
    if (sku !== null) seen.set(sku, index + 1);
    rows.push(checked.row);
  });
  return { rows, problems };
}
