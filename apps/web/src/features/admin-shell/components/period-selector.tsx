import { ADMIN_PERIOD_LABELS, adminPeriodSchema, type AdminPeriodRange } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input-styles';
import { ALL_TIME, showingLabel, type PeriodChoice } from '../admin-period';

const todayHere = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** All Time, This Week, This Month, Past 60 Days or a custom range with From and To days. */
export function PeriodSelector({
  choice,
  onChange,
}: {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  const today = todayHere();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Period</legend>
      <div className="flex flex-wrap gap-2">
        {adminPeriodSchema.options.map((period) => {
          const active = choice.period === period;
          return (
            <button
              key={period}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ ...choice, period })}
              className={`h-9 rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors ${
                active
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-surface text-ink ring-line hover:bg-slate-50'
              }`}
            >
              {ADMIN_PERIOD_LABELS[period]}
            </button>
          );
        })}
      </div>
      {choice.period === 'custom' ? (
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            From
            <input
              type="date"
              value={choice.from}
              max={choice.to || today}
              onChange={(event) => onChange({ ...choice, from: event.target.value })}
              className={inputClasses('default', 'w-44')}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            To
            <input
              type="date"
              value={choice.to}
              min={choice.from || undefined}
              max={today}
              onChange={(event) => onChange({ ...choice, to: event.target.value })}
              className={inputClasses('default', 'w-44')}
            />
          </label>
          <Button variant="ghost" size="sm" onClick={() => onChange(ALL_TIME)}>
            Clear
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Names the period the figures below cover, as the server counted it. */
export function ShowingBadge({ range }: { range: AdminPeriodRange }) {
  return (
    <p className="inline-flex max-w-full flex-wrap items-center gap-x-1.5 rounded-2xl bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-600/20 ring-inset">
      <span>Showing:</span>
      <span>{showingLabel(range)}</span>
    </p>
  );
}
