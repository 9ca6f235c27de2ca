import { Spinner } from './spinner';
import { StatePanel } from './state-panel';

/** A centred spinner with a visible label, for a region whose content is on its way. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <StatePanel
      tone="waiting"
      icon={<Spinner className="size-7 text-brand-600" />}
      message={label}
    />
  );
}
