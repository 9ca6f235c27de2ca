import { ProgressBar } from '../../../components/ui/progress-bar';

interface RenderProgressBarProps {
  /** 0–100. */
  value: number;
  /** What is progressing, for screen readers ("Birthday Bash render"). */
  label: string;
}

/** The render's progress over its poster: the bar and its percent beside it. */
export function RenderProgressBar({ value, label }: RenderProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className="flex w-full max-w-56 items-center gap-2.5">
      <ProgressBar percent={percent} label={label} tone="dark" className="flex-1" />
      <span className="w-10 text-right text-xs font-semibold tabular-nums">{percent}%</span>
    </div>
  );
}
