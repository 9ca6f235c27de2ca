/** One figure with its label, in the row of cards above a table. */
export function SummaryCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-card bg-surface p-4 shadow-sm ring-1 ring-line">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
      <p className="mt-1 text-xl font-bold text-ink tabular-nums sm:text-2xl">{value}</p>
    </div>
  );
}
