import { useId, useRef } from 'react';
import { ChevronDownIcon, CoinsIcon } from '../../../components/ui/icons';
import { useDismiss } from '../../../hooks/use-dismiss';
import { useRouteDisclosure } from '../../../hooks/use-route-disclosure';
import { formatCredits, formatNumber } from '../../../lib/format';
import type { Payer } from '../hooks/use-payer';
import { PayerChoices } from './payer-choices';

/**
 * The header's "Paying from" switcher for a person in a team: the paying account's balance and
 * name on a button that opens the choices. A disclosure like the user menu: no arrow-key model.
 */
export function PayerMenu({ payer }: { payer: Payer }) {
  const { open, close, toggle } = useRouteDisclosure();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  useDismiss({ open, onDismiss: close, containerRef, returnFocusRef: buttonRef });
  const name = payer.team?.name ?? 'Me';
  const credits = payer.credits;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Paying from ${name}: ${credits === null ? 'balance loading' : formatCredits(credits)}`}
        className="inline-flex h-10 items-center gap-1.5 rounded-full bg-brand-50 pr-2 pl-3 text-sm font-semibold whitespace-nowrap text-brand-700 ring-1 ring-brand-100 ring-inset hover:bg-brand-100"
      >
        <CoinsIcon className="size-4 shrink-0" />
        {/* Two short lines, so the header has room for it beside the cart and the user menu. */}
        <span className="flex flex-col items-start leading-tight">
          <span className="max-w-[5rem] truncate text-[11px] font-medium text-brand-600">
            {name}
          </span>
          <span data-testid="credit-balance">
            {credits === null ? '…' : formatNumber(credits)}
            <span className="sr-only"> {credits === 1 ? 'credit' : 'credits'}</span>
          </span>
        </span>
        <ChevronDownIcon
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-72 animate-fade-in rounded-card bg-surface p-2 shadow-elevated ring-1 ring-line"
      >
        <p id={headingId} className="px-3 pt-2 pb-2 text-xs font-semibold text-ink-muted uppercase">
          Paying from
        </p>
        <PayerChoices
          payer={payer}
          labelledBy={headingId}
          onChosen={() => {
            close();
            buttonRef.current?.focus();
          }}
        />
      </div>
    </div>
  );
}
