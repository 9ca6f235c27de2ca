import { Button } from './button';
import { Spinner } from './spinner';

/** What the pager reads of an infinite query: whether there is more, and how to fetch it. */
export interface OlderPages {
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Show older" under a list read a page at a time: nothing once the last page is in, and "Try
 * Again" with the reason when a page failed to load.
 */
export function ShowOlder({ pages }: { pages: OlderPages }) {
  if (!pages.hasNextPage && !pages.isFetchNextPageError) return null;
  return (
    <div className="flex flex-col items-center gap-2 border-t border-line px-6 py-4">
      {pages.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-danger-700">
          Failed to load older entries.
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
        aria-busy={pages.isFetchingNextPage || undefined}
      >
        {pages.isFetchingNextPage ? <Spinner className="size-4" /> : null}
        {pages.isFetchNextPageError ? 'Try Again' : 'Show older'}
      </Button>
    </div>
  );
}
