interface SectionChipsProps {
  sections: string[];
  active: string;
  onToggle: (section: string) => void;
  onShowAll: () => void;
}

const chipClasses =
  'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors';
const chipTone = (pressed: boolean) =>
  pressed
    ? 'bg-brand-600 text-white ring-brand-600 hover:bg-brand-700'
    : 'bg-surface text-ink-muted ring-line hover:bg-slate-50 hover:text-ink';

/**
 * Section filter chips. Each toggles; "All" clears the filter. A section named in the URL that the
 * catalogue no longer has still shows, pressed, so it can be switched off.
 */
export function SectionChips({ sections, active, onToggle, onShowAll }: SectionChipsProps) {
  const names = active && !sections.includes(active) ? [active, ...sections] : sections;
  if (names.length === 0) return null;
  return (
    <div
      role="group"
      aria-label="Filter by section"
      // On a phone the chips scroll sideways instead of taking half the screen.
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      <button
        type="button"
        aria-pressed={active === ''}
        onClick={onShowAll}
        className={`${chipClasses} ${chipTone(active === '')}`}
      >
        All
      </button>
      {names.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={active === name}
          onClick={() => onToggle(name)}
          className={`${chipClasses} ${chipTone(active === name)}`}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
