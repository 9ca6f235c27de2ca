import type { BatchRowInput, CheckBatchResponse, OutputFormat, Scene } from '@frameshop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { checkBatch } from '../api/batches-api';

/** Edits settle this long before the server is asked again. */
const CHECK_DELAY_MS = 500;

/**
 * The server's check of the rows as they stand: the price, the balance and each row's problems,
 * asked again (after a pause) whenever a row, the match or a photo changes. The last answer stays
 * in view while the next is on its way.
 */
export function useBatchCheck(request: {
  templateId: string;
  scene: Scene;
  rows: BatchRowInput[];
  format: OutputFormat;
}) {
  const settled = useDebouncedValue(request, CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: ['me', 'batch-check', settled],
    queryFn: ({ signal }) => checkBatch(settled, signal),
    enabled: settled.rows.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const current = settled === request && !query.isPlaceholderData;
  return {
    answer: query.data as CheckBatchResponse | undefined,
    /** The answer is for the rows shown now (not an earlier version of them). */
    fresh: current && query.isSuccess && !query.isFetching,
    error: query.error,
    recheck: () => void query.refetch(),
  };
}
