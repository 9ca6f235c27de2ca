import type { CatalogueImport } from '@frameshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  getManifestImport,
  startManifestImport,
  type ManifestImportRequest,
} from '../api/manifest-imports-api';
import { ownerCatalogueKeys } from '../api/owner-catalogue-keys';

const isOver = (state: CatalogueImport['state'] | undefined) =>
  state === 'finished' || state === 'failed';

/** Sends a manifest with its files: a dry run's problems, or the import the server now runs. */
export function useStartManifestImport(token: string) {
  return useMutation({
    mutationFn: (request: ManifestImportRequest) => startManifestImport(token, request),
  });
}

/**
 * The import as it runs, asked for every second until it is over; then the Templates tab's list
 * is fetched again, with what it made.
 */
export function useManifestImport(token: string, started: CatalogueImport | null) {
  const queryClient = useQueryClient();
  const importId = started?.importId ?? '';
  const query = useQuery({
    queryKey: ownerCatalogueKeys.manifestImport(importId),
    queryFn: ({ signal }) => getManifestImport(token, importId, signal),
    enabled: started !== null,
    initialData: started ?? undefined,
    refetchInterval: (current) => (isOver(current.state.data?.state) ? false : 1000),
  });
  const over = isOver(query.data?.state);
  useEffect(() => {
    if (over) void queryClient.invalidateQueries({ queryKey: ownerCatalogueKeys.templatesTab });
  }, [over, queryClient]);
  return query;
}
