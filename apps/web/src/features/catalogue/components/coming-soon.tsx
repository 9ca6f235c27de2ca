import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { CatalogueText } from '../messages';

interface ComingSoonProps {
  /** Renders the control, given the tooltip's id for aria-describedby. */
  children: (tooltipId: string) => ReactElement;
  note?: ReactNode;
  /** The control fills its container's width (a full-width button). */
  fullWidth?: boolean;
  /**
   * Where the tooltip lines up with the control: centred, or flush with its end for a control at
   * the edge of the screen, where a centred tooltip would stick out and widen the page.
   */
  align?: 'center' | 'end';
}

const tooltipPlacement = {
  center: 'left-1/2 -translate-x-1/2',
  end: 'right-0',
} as const;

/**
 * An action that exists but is not open yet: the control stays focusable (aria-disabled, not
 * disabled, which would hide it from keyboards and swallow hovers) and says "Coming soon" on
 * hover and focus.
 */
export function ComingSoon({
  children,
  note = CatalogueText.comingSoon,
  fullWidth = false,
  align = 'center',
}: ComingSoonProps) {
  const tooltipId = useId();
  return (
    <span className={`group/soon relative max-w-full ${fullWidth ? 'flex' : 'inline-flex'}`}>
      {children(tooltipId)}
      <span
        role="tooltip"
        id={tooltipId}
        className={`pointer-events-none invisible absolute bottom-full ${tooltipPlacement[align]} z-10 mb-2 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-elevated transition-opacity group-focus-within/soon:visible group-focus-within/soon:opacity-100 group-hover/soon:visible group-hover/soon:opacity-100`}
      >
        {note}
      </span>
    </span>
  );
}
