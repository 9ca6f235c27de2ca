interface RenderProgressBarProps {
  /** 0–100. */
  value: number;
  /** What is progressing, for screen readers ("Birthday Bash render"). */
  label: string;
}

/** A determinate progress bar with its percent, readable by screen readers as a progressbar. */
export function RenderProgressBar({ value, label }: RenderProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className="flex w-full max-w-56 items-center gap-2.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-white/20"
      >
        {/* Eased, so a poll every two seconds reads as steady movement rather than jumps. */}
        <div
          className="h-full rounded-full bg-amber-300 transition-[width] duration-700 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-right text-xs font-semibold tabular-nums">{percent}%</span>
    </div>
  );
}
