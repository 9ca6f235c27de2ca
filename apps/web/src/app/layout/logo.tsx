import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { SITE_NAME } from '../../lib/site';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8a7ff9" />
          <stop offset="1" stopColor="#4d35cb" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
      <rect x="7" y="9" width="18" height="14" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M14 13.2v5.6l4.8-2.8z" fill="#fff" />
    </svg>
  );
}

/**
 * The store's mark and name, leading home. `compact`: on a phone the name is left to readers, so
 * a member's header has room for the search, the cart, the balance and the menu.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to={paths.home()}
      className="flex shrink-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-ink"
    >
      <LogoMark />
      <span className={compact ? 'max-sm:sr-only' : undefined}>{SITE_NAME}</span>
    </Link>
  );
}
