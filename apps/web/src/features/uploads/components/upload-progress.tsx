/** How much of a file has gone out, as a bar a screen reader can read (role="progressbar"). */
export function UploadProgressBar({ label, percent }: { label: string; percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-200 ease-out"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
