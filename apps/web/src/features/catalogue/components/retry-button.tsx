import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { RefreshIcon } from '../../../components/ui/icons';

/** What a page or list that failed to load is told: the spec's message, the cause, the retry. */
export interface LoadFailureProps {
  message: string;
  error: unknown;
  onRetry: () => void;
}

/** "Try again" after a failed load. */
export function RetryButton({
  onRetry,
  ...look
}: { onRetry: () => void } & Pick<
  ComponentProps<typeof Button>,
  'className' | 'size' | 'variant'
>) {
  return (
    <Button {...look} onClick={onRetry}>
      <RefreshIcon className="size-4" />
      Try again
    </Button>
  );
}
