export type InputTone = 'default' | 'invalid' | 'valid';

const base =
  'block rounded-control border bg-surface px-3.5 text-base text-ink shadow-sm ' +
  'placeholder:text-ink-subtle transition-colors ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-ink-muted sm:text-sm';

// Focus shows the page's one ring (styles/index.css): a faint tinted ring beside the border had
// under 3:1 contrast with the page, too pale to see.
const tones: Record<InputTone, string> = {
  default: 'border-slate-300 focus:border-brand-600',
  invalid: 'border-danger-600',
  valid: 'border-success-600',
};

/**
 * Text inputs and selects share one look; the tone colours the border for errors and matches.
 * They fill their container unless `className` gives a width of its own (two width utilities
 * would fight, and the one Tailwind happens to emit last would win).
 */
export function inputClasses(tone: InputTone = 'default', className = ''): string {
  return controlClasses(tone, 'h-11', className);
}

/**
 * A multi-line text box in the same look. No fixed height: its `rows` decide how tall it starts
 * (a one-line height would squash six rows into one), and the visitor may drag it taller.
 */
export function textareaClasses(tone: InputTone = 'default', className = ''): string {
  return controlClasses(tone, 'resize-y py-2.5', className);
}

function controlClasses(tone: InputTone, height: string, className: string): string {
  const width = /(^|\s)w-/.test(className) ? '' : 'w-full';
  return `${base} ${height} ${width} ${tones[tone]} ${className}`.replace(/\s+/g, ' ').trim();
}
