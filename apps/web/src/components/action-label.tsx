import type { ReactNode } from 'react';
import { formatCredits } from '../lib/format';
import { Spinner } from './ui/spinner';

/**
 * A spending button's label: its icon (a spinner while busy), its words and, when it costs
 * something, the price, which wraps as a whole on a narrow screen, never inside itself. Every
 * button that spends credits names its price this way and spends them on that one click.
 */
export function ActionLabel({
  icon,
  busy,
  children,
  price,
}: {
  icon: ReactNode;
  busy: boolean;
  children: ReactNode;
  price?: number;
}) {
  return (
    <>
      {busy ? <Spinner className="size-5 shrink-0" /> : icon}
      <span>
        {children}
        {price === undefined ? null : (
          <>
            {' · '}
            <span className="whitespace-nowrap">{formatCredits(price)}</span>
          </>
        )}
      </span>
    </>
  );
}
