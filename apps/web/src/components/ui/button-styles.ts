export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold ' +
  'transition-colors duration-150 disabled:pointer-events-none disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-surface text-ink shadow-sm ring-1 ring-line ring-inset hover:bg-slate-50',
  ghost: 'text-ink-muted hover:bg-slate-100 hover:text-ink',
  danger: 'bg-danger-600 text-white shadow-sm hover:bg-danger-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3.5 text-sm',
  md: 'px-4 text-sm',
  lg: 'px-6 text-base',
};

/**
 * A button sized by its label keeps the label on one line at a fixed height. A full-width button
 * takes its container's width instead, so on a narrow screen its label wraps and the button grows
 * taller: it can never push the page wider than the screen.
 */
const heights: Record<ButtonSize, { oneLine: string; wrapping: string }> = {
  sm: { oneLine: 'h-9', wrapping: 'min-h-9 py-1.5' },
  md: { oneLine: 'h-10', wrapping: 'min-h-10 py-2' },
  lg: { oneLine: 'h-12', wrapping: 'min-h-12 py-2' },
};

/** Shared by <Button> and <ButtonLink> so a link that looks like a button is the same button. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  const layout = fullWidth
    ? `w-full text-center ${heights[size].wrapping}`
    : `whitespace-nowrap ${heights[size].oneLine}`;
  return [base, variants[variant], sizes[size], layout, className ?? ''].filter(Boolean).join(' ');
}
