import { MEDIA_RETRY_LIMIT } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { RefreshIcon } from '../../../components/ui/icons';

/** "Retry (3/3)": the manual retry after the automatic ones ran out, with how many were made. */
export function MediaRetryButton({ retries, onRetry }: { retries: number; onRetry: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onRetry}>
      <RefreshIcon className="size-4" />
      Retry ({retries}/{MEDIA_RETRY_LIMIT})
    </Button>
  );
}
