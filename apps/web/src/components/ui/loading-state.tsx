import { Spinner } from './spinner';

/** A centred spinner with a visible label, for a region whose content is on its way. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 px-4 text-ink-muted"
    >
      <Spinner className="size-7 text-brand-600" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
