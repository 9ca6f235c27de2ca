import { isDeepStrictEqual } from 'node:util';
import { TemplateAdminMessage } from '@frameshop/contract';
import type { Db, Tx } from '../../../db/database';
import { auditLog } from '../../admin';
import {
  catalogueTemplates,
  CatalogueWriter,
  NO_PREPARATION,
  preparationOf,
  type TemplateRow,
} from '../../catalogue';
import { countTemplateOwners } from '../../commerce';
import type { MediaStorage } from '../../media';
import type { MediaLimits } from '../../uploads';
import { prepareTemplateMedia, TemplateMediaError } from '../../template-media';
import { ownerMediaFiles, preparedColumnsOf } from '../prepare-media';
import { columnsOf, fieldsOf, sizeOf } from '../template-fields';
import type { ManifestProblem, ManifestRow } from './manifest-rows';

export interface ImportDependencies {
  db: Db;
  storage: MediaStorage;
  ffmpegPath: string;
  /** The upload limits the rows' files are held to. */
  limits: MediaLimits;
  /** Who runs it, for the audit log's address (the command line has no admin account). */
  operator: string;
  /** The admin who runs it from the dashboard, for the audit log; none from the command line. */
  adminUserId?: string | null;
}

const catalogue = new CatalogueWriter();

export type RowOutcome = 'created' | 'updated' | 'unchanged';

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  problems: ManifestProblem[];
}

/** A row that cannot be applied as it stands: reported, with nothing of it changed. */
class RowProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Applies each checked row on its own: its media are prepared first (content-addressed, so a file
 * already prepared costs a hash and a look), then its template is made or updated, with its media
 * and status, in one transaction with its audit entry. A row that fails changes nothing and is
 * reported; the others go in. Running the same manifest again changes nothing.
 */
export async function importManifest(
  deps: ImportDependencies,
  rows: readonly ManifestRow[],
  onRow?: (row: ManifestRow, outcome: RowOutcome | 'failed') => void,
): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, problems: [] };
  for (const row of rows) {
    try {
      const outcome = await applyRow(deps, row);
      report[outcome] += 1;
      onRow?.(row, outcome);
    } catch (error) {
      if (error instanceof RowProblem) {
        report.problems.push({ row: row.row, field: error.field, message: error.message });
      } else if (error instanceof TemplateMediaError) {
        report.problems.push({ row: row.row, field: mediaColumnOf(row), message: error.message });
      } else if (row.fields.sku !== null && catalogueTemplates.isSkuTaken(error)) {
        // Another import, or the dashboard, gave a template this sku since the row was read.
        const message = TemplateAdminMessage.skuTaken(row.fields.sku);
        report.problems.push({ row: row.row, field: 'sku', message });
      } else throw error;
      onRow?.(row, 'failed');
    }
  }
  return report;
}

const mediaColumnOf = (row: ManifestRow) =>
  row.fields.kind === 'image' ? 'overlayFile' : 'videoFile';

/** The template a row names: by its sku, else by the id an export gave a template without one. */
async function templateOf(db: Db, row: ManifestRow): Promise<TemplateRow | undefined> {
  const { sku } = row.fields;
  const bySku = sku === null ? undefined : await catalogue.findBySku(db, sku);
  if (bySku || row.templateId === null) return bySku;
  const byId = await catalogueTemplates.findTemplateById(db, row.templateId);
  if (byId && byId.sku !== null && byId.sku !== sku) {
    throw new RowProblem(
      'templateId',
      `Template ${row.templateId} has the sku ${byId.sku}, not ${sku ?? 'none'}`,
    );
  }
  return byId;
}

async function applyRow(deps: ImportDependencies, row: ManifestRow): Promise<RowOutcome> {
  const existing = await templateOf(deps.db, row);
  if (existing && existing.kind !== row.fields.kind) {
    throw new RowProblem('kind', TemplateAdminMessage.kindFixed);
  }
  const owner = ownerMediaFiles(row.fields.kind, row.files);
  if (!owner && Object.keys(row.files).length > 0) {
    throw new RowProblem(
      mediaColumnOf(row),
      `A ${row.fields.kind} template needs its ${mediaColumnOf(row)} with that`,
    );
  }
  const prepared = owner
    ? await prepareTemplateMedia(owner, {
        storage: deps.storage,
        ffmpegPath: deps.ffmpegPath,
        limits: deps.limits,
        thumbnailFrame: row.fields.thumbnailFrame ?? undefined,
      })
    : undefined;
  const { columns } = columnsOf(row.fields);
  return deps.db.transaction(async (tx) => {
    const current = existing ? await catalogue.lock(tx, existing.id) : undefined;
    const media = prepared
      ? preparedColumnsOf(prepared, columns.templateJson ?? current?.templateJson ?? null)
      : undefined;
    // The dashboard's moves: a new row starts as a draft, as a template made there does.
    const refusal = await catalogue.statusMoveRefusal(current?.status ?? 'draft', row.status, {
      ready:
        media !== undefined || (current !== undefined && preparationOf(current).state === 'ready'),
      owners: async () => (current ? countTemplateOwners(tx, current.id) : 0),
    });
    if (refusal === TemplateAdminMessage.notReady) {
      throw new RowProblem('status', `${refusal} Give its ${mediaColumnOf(row)}.`);
    }
    if (refusal) throw new RowProblem('status', refusal);
    const next = {
      ...columns,
      ...(media ?? {}),
      // The JSON the media completed (its window, its starting layers) is kept over an older one.
      templateJson: media?.templateJson ?? columns.templateJson ?? current?.templateJson ?? null,
      status: row.status,
      ...(media
        ? { preparation: { ...NO_PREPARATION, state: 'ready' as const, progress: 1 } }
        : {}),
    };
    if (!current) {
      const created = await catalogue.importNew(tx, {
        ...sizeOf(columns.templateJson ?? null),
        media: {},
        preparation: NO_PREPARATION,
        ...next,
      });
      await audit(tx, deps, 'template.import.create', created, { after: describe(created) });
      return 'created';
    }
    if (unchanged(current, next)) return 'unchanged';
    // The row's files are the newest: a preparation still running for an upload writes nothing.
    const updated = await catalogue.importOver(tx, current, next, {
      newMedia: media !== undefined,
    });
    await audit(tx, deps, 'template.import.update', updated, {
      before: describe(current),
      after: describe(updated),
    });
    return 'updated';
  });
}

/** Whether applying `next` would leave every column it names as it is. */
function unchanged(current: TemplateRow, next: Partial<TemplateRow>): boolean {
  return Object.entries(next).every(([column, value]) =>
    column === 'preparation' || column === 'searchText'
      ? true
      : isDeepStrictEqual(current[column as keyof TemplateRow], value),
  );
}

const describe = (row: TemplateRow) => ({ ...fieldsOf(row), status: row.status, media: row.media });

function audit(
  tx: Tx,
  deps: ImportDependencies,
  action: string,
  row: TemplateRow,
  details: object,
) {
  return auditLog.insertAuditEntry(tx, {
    adminUserId: deps.adminUserId ?? null,
    address: deps.operator,
    action,
    details: { templateId: String(row.id), ...details },
  });
}
