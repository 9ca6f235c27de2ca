import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, CoinsIcon, LogoutIcon, UserIcon } from '../../components/ui/icons';
import type { UserProfile } from '../../features/auth/api/get-profile';
import { displayNameOf } from '../../features/auth/display-name';
import { useDismiss } from '../../hooks/use-dismiss';
import { useRouteDisclosure } from '../../hooks/use-route-disclosure';
import { paths } from '../../lib/paths';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink hover:bg-slate-100';

/**
 * A disclosure rather than an ARIA menu: its items are ordinary links and a button that Tab
 * reaches in order, which needs no arrow-key model to stay accessible.
 */
export function UserMenu({ user, onLogout }: { user: UserProfile; onLogout: () => void }) {
  const { open, close, toggle } = useRouteDisclosure();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss({ open, onDismiss: close, containerRef, returnFocusRef: buttonRef });

  const name = displayNameOf(user);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-ink hover:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 text-sm font-semibold text-white uppercase"
        >
          {name.charAt(0)}
        </span>
        {/* Under 1280 px the header holds the three lists: the initial shows, the name is read. */}
        <span className="max-w-[9rem] truncate max-xl:sr-only">{name}</span>
        <ChevronDownIcon
          className={`size-4 text-ink-subtle transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 animate-fade-in rounded-card bg-surface p-2 shadow-elevated ring-1 ring-line"
      >
        <div className="border-b border-line px-3 pt-2 pb-3">
          <p className="truncate text-sm font-semibold text-ink">{name}</p>
          <p className="truncate text-xs text-ink-muted">{user.email}</p>
        </div>
        <ul className="pt-2">
          <li>
            <Link to={paths.profile()} className={itemClass}>
              <UserIcon className="size-4 text-ink-subtle" />
              My Profile
            </Link>
          </li>
          <li>
            <Link to={paths.buyCredits()} className={itemClass}>
              <CoinsIcon className="size-4 text-ink-subtle" />
              Buy Credits
            </Link>
          </li>
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <LogoutIcon className="size-4 text-ink-subtle" />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
