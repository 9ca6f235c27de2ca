import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { CatalogueText } from '../messages';

interface ComingSoonProps {
  /** Renders the control, given the tooltip's id for aria-describedby. */
  children: (tooltipId: string) => ReactElement;
  note?: ReactNode;
}

/**
 * An action that exists but is not open yet: the control stays focusable (aria-disabled, not
 * disabled, which would hide it from keyboards and swallow hovers) and says "Coming soon" on
 * hover and focus.
 */
export function ComingSoon({ children, note = CatalogueText.comingSoon }: ComingSoonProps) {
  const tooltipId = useId();
  return (
    <span className="group/soon relative inline-flex">
      {children(tooltipId)}
      <span
        role="tooltip"
        id={tooltipId}
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-elevated transition-opacity group-focus-within/soon:visible group-focus-within/soon:opacity-100 group-hover/soon:visible group-hover/soon:opacity-100"
      >
        {note}
      </span>
    </span>
  );
}
