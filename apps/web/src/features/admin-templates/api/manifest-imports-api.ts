import {
  adminCatalogueEndpoints,
  catalogueImportSchema,
  endpointPath,
  MANIFEST_IMPORT_FIELDS,
  manifestDryRunSchema,
  type CatalogueImport,
  type ManifestDryRun,
} from '@frameshop/contract';
import { z } from 'zod';
import { apiRequest, callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

export interface ManifestImportRequest {
  manifest: File;
  media: readonly File[];
  dryRun: boolean;
}

const startAnswerSchema = z.union([manifestDryRunSchema, catalogueImportSchema]);

/**
 * Sends a manifest with its media files: a dry run answers its problems, a real run the import
 * that the server now runs (poll it with `getManifestImport`).
 */
export function startManifestImport(
  token: string,
  { manifest, media, dryRun }: ManifestImportRequest,
): Promise<ManifestDryRun | CatalogueImport> {
  const form = new FormData();
  // The field first, so the server knows what it is before the files arrive.
  form.append(MANIFEST_IMPORT_FIELDS.dryRun, String(dryRun));
  form.append(MANIFEST_IMPORT_FIELDS.manifest, manifest, manifest.name);
  for (const file of media) form.append(MANIFEST_IMPORT_FIELDS.media, file, file.name);
  return apiRequest(endpointPath(adminCatalogueEndpoints.startImport.path), {
    method: adminCatalogueEndpoints.startImport.method,
    body: form,
    headers: withToken(token),
    schema: startAnswerSchema,
  });
}

export function getManifestImport(token: string, importId: string, signal?: AbortSignal) {
  return callEndpoint(adminCatalogueEndpoints.getImport, {
    params: { importId },
    headers: withToken(token),
    signal,
  });
}
