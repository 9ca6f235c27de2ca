import { z } from 'zod';

/** Manifests of templates imported from the dashboard: a dry run's findings, an import's state. */

/** One problem of a manifest row: its row (1 is the first template), its field and what is wrong. */
export const manifestProblemSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ManifestProblemView = z.infer<typeof manifestProblemSchema>;

/** What a dry run of a manifest found; nothing was changed. */
export const manifestDryRunSchema = z.object({
  dryRun: z.literal(true),
  totalRows: z.number().int(),
  /** Rows with no problem: what a real run would apply. */
  goodRows: z.number().int(),
  problems: z.array(manifestProblemSchema),
});
export type ManifestDryRun = z.infer<typeof manifestDryRunSchema>;

export const CATALOGUE_IMPORT_STATES = ['queued', 'running', 'finished', 'failed'] as const;

/** A manifest imported from the dashboard, as it stands: its progress, then its outcome. */
export const catalogueImportSchema = z.object({
  importId: z.uuid(),
  state: z.enum(CATALOGUE_IMPORT_STATES),
  totalRows: z.number().int(),
  /** Rows applied or refused so far. */
  doneRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  problems: z.array(manifestProblemSchema),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;

/** The multipart fields of a manifest import. */
export const MANIFEST_IMPORT_FIELDS = {
  manifest: 'manifest',
  media: 'media',
  dryRun: 'dryRun',
} as const;
/** The largest manifest file taken, in bytes. */
export const MANIFEST_MAX_BYTES = 5 * 1024 * 1024;

export const ManifestImportMessage = {
  noManifest: 'Send the manifest (a CSV or JSON file) in the manifest field.',
  manifestTooLarge: `The manifest is larger than ${MANIFEST_MAX_BYTES / 1024 / 1024} MB.`,
  tooLarge: (limit: string) => `The manifest and its files together are larger than ${limit}.`,
  badFileName: (name: string) =>
    `${name} is not a file name: send files by their own names, without folders or "..".`,
  sameFileTwice: (name: string) => `${name} was sent twice; send each file once.`,
  notFileName: (column: string) =>
    `${column} must be the name of a file sent with the manifest, without folders or ".."`,
  notFound: 'No manifest import has this id.',
  filesGone:
    "The import's files could not be read where it ran (the media store did not answer, or they were removed); send the manifest again.",
  failed: 'The import stopped on an error; the rows done so far stay. Send the manifest again.',
} as const;
