const tones = {
  /** On the page's light surfaces. */
  light: { track: 'bg-brand-100', fill: 'bg-brand-600' },
  /** Over a dark picture (a video's place while it renders). */
  dark: { track: 'bg-white/20', fill: 'bg-amber-300' },
} as const;

interface ProgressBarProps {
  /** 0–100; anything outside is clamped. */
  percent: number;
  /** What is progressing, for screen readers ("Uploading clip.mp4"). */
  label: string;
  tone?: keyof typeof tones;
  className?: string;
}

/**
 * A determinate progress bar a screen reader reads as a progressbar with its percent. The fill
 * is eased, so progress reported every second or two reads as steady movement rather than jumps.
 */
export function ProgressBar({ percent, label, tone = 'light', className = '' }: ProgressBarProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const colours = tones[tone];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className={`h-2 overflow-hidden rounded-full ${colours.track} ${className}`}
    >
      <div
        className={`h-full rounded-full ${colours.fill} transition-[width] duration-500 ease-out`}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
