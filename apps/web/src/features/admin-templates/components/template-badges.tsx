import type { MediaState, TemplateStatus } from '@frameshop/contract';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { asPercent, mediaStateLabel, STATUS_LABELS } from '../owner-catalogue-text';

const pill = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

const statusStyles: Record<TemplateStatus, string> = {
  draft: 'bg-slate-100 text-ink-muted ring-line',
  published: 'bg-success-50 text-success-700 ring-success-600/20',
  retired: 'bg-warning-50 text-amber-800 ring-warning-600/20',
};

/** Draft, Published or Retired. */
export function StatusBadge({ status }: { status: TemplateStatus }) {
  return <span className={`${pill} ${statusStyles[status]}`}>{STATUS_LABELS[status]}</span>;
}

const mediaStyles: Record<MediaState, string> = {
  missing: 'bg-slate-100 text-ink-muted ring-line',
  preparing: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  ready: 'bg-success-50 text-success-700 ring-success-600/20',
  failed: 'bg-danger-50 text-danger-700 ring-danger-600/20',
};

/** Missing media, Preparing 45% (with a small bar), Ready or Failed. */
export function MediaStateBadge({
  state,
  progress,
  name,
}: {
  state: MediaState;
  progress: number;
  /** The template's name, for the bar's label among many rows. */
  name: string;
}) {
  return (
    <span className="inline-flex flex-col gap-1">
      <span className={`${pill} ${mediaStyles[state]}`}>{mediaStateLabel(state, progress)}</span>
      {state === 'preparing' ? (
        <ProgressBar
          percent={asPercent(progress)}
          label={`Preparing the media of ${name}`}
          className="w-24"
        />
      ) : null}
    </span>
  );
}
