import { useId, useRef } from 'react';
import { NavLink } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { CloseIcon, CoinsIcon, LogoutIcon, MenuIcon, UserIcon } from '../../components/ui/icons';
import { displayNameOf } from '../../features/auth/display-name';
import { CartNavLink } from '../../features/cart/components/cart-nav-link';
import { PayerChoices } from '../../features/teams/components/payer-choices';
import { PayerMenu } from '../../features/teams/components/payer-menu';
import { usePayer } from '../../features/teams/hooks/use-payer';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useDismiss } from '../../hooks/use-dismiss';
import { useRouteDisclosure } from '../../hooks/use-route-disclosure';
import { paths } from '../../lib/paths';
import { CreditBalance } from './credit-balance';
import { HeaderSearchPanel, HeaderSearchToggle } from './header-search';
import { Logo } from './logo';
import { primaryNav } from './primary-nav';
import { UserMenu } from './user-menu';

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-muted hover:bg-slate-100 hover:text-ink'
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-slate-100'
  }`;

export function Navbar() {
  const { status, user, logout } = useAuth();
  const menu = useRouteDisclosure();
  const search = useRouteDisclosure();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const mobileMenuId = useId();
  const searchPanelId = useId();
  const payingFromId = useId();
  const payer = usePayer(user);
  // The switcher is there for a person in at least one team; everyone else pays as themselves.
  const inTeams = payer.teams.length > 0;
  useDismiss({
    open: menu.open,
    onDismiss: menu.close,
    containerRef: headerRef,
    returnFocusRef: toggleRef,
  });
  useDismiss({
    open: search.open,
    onDismiss: search.close,
    containerRef: headerRef,
    returnFocusRef: searchToggleRef,
  });

  const signedIn = status === 'authenticated' && user !== null;
  const onLogout = () => void logout();

  // Nearly opaque instead of blurred: a blur behind a sticky bar is redrawn on every scrolled frame.
  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-line/80 bg-white/95">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:gap-6 lg:px-8 xl:gap-8"
      >
        <Logo compact={signedIn} />

        <ul className="hidden items-center gap-1 lg:flex">
          {primaryNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={desktopLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto">
          <HeaderSearchToggle
            open={search.open}
            panelId={searchPanelId}
            buttonRef={searchToggleRef}
            onToggle={() => {
              menu.close();
              search.toggle();
            }}
          />
        </div>

        <div className="hidden items-center gap-3 lg:flex">
          {status === 'loading' ? (
            <div
              aria-hidden="true"
              className="h-9 w-48 animate-pulse rounded-control bg-slate-100"
            />
          ) : signedIn ? (
            <>
              <CartNavLink />
              {inTeams ? <PayerMenu payer={payer} /> : <CreditBalance credits={user.credits} />}
              {/* Under 1280 px the three lists leave no room for it: the user menu has it too. */}
              <div className="hidden xl:block">
                <ButtonLink to={paths.buyCredits()} size="sm">
                  Buy Credits
                </ButtonLink>
              </div>
              <UserMenu user={user} onLogout={onLogout} />
            </>
          ) : (
            <>
              <ButtonLink to={paths.login()} variant="ghost" size="sm">
                Login
              </ButtonLink>
              <ButtonLink to={paths.register()} size="sm">
                Register
              </ButtonLink>
            </>
          )}
        </div>

        <div className="flex items-center gap-2 lg:hidden">
          {signedIn ? (
            <>
              <CartNavLink />
              <CreditBalance
                credits={payer.credits ?? user.credits}
                payerName={payer.team?.name ?? null}
                compact
              />
            </>
          ) : null}
          <button
            ref={toggleRef}
            type="button"
            onClick={() => {
              search.close();
              menu.toggle();
            }}
            aria-expanded={menu.open}
            aria-controls={mobileMenuId}
            aria-label={menu.open ? 'Close menu' : 'Open menu'}
            className="grid size-10 place-items-center rounded-lg text-ink hover:bg-slate-100"
          >
            {menu.open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </nav>

      <HeaderSearchPanel open={search.open} panelId={searchPanelId} onDone={search.close} />

      <div
        id={mobileMenuId}
        hidden={!menu.open}
        className="border-t border-line bg-surface px-4 pt-3 pb-5 shadow-card lg:hidden"
      >
        <ul className="space-y-1">
          {primaryNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={mobileLinkClass} onClick={menu.close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="mt-3 border-t border-line pt-3">
          {signedIn ? (
            <>
              <p className="px-3 pb-2 text-sm text-ink-muted">
                Signed in as <span className="font-semibold text-ink">{displayNameOf(user)}</span>
              </p>
              {inTeams ? (
                <div className="mb-3 border-b border-line pb-3">
                  <p
                    id={payingFromId}
                    className="px-3 pb-1 text-xs font-semibold text-ink-muted uppercase"
                  >
                    Paying from
                  </p>
                  <PayerChoices
                    payer={payer}
                    labelledBy={payingFromId}
                    onChosen={menu.close}
                    size="md"
                  />
                </div>
              ) : null}
              <ul className="space-y-1">
                <li>
                  <NavLink to={paths.profile()} className={mobileLinkClass} onClick={menu.close}>
                    <UserIcon className="size-5 text-ink-subtle" />
                    My Profile
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.buyCredits()} className={mobileLinkClass} onClick={menu.close}>
                    <CoinsIcon className="size-5 text-ink-subtle" />
                    Buy Credits
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    className={`${mobileLinkClass({ isActive: false })} w-full text-left`}
                    onClick={() => {
                      menu.close();
                      onLogout();
                    }}
                  >
                    <LogoutIcon className="size-5 text-ink-subtle" />
                    Logout
                  </button>
                </li>
              </ul>
            </>
          ) : status === 'loading' ? null : (
            <div className="grid grid-cols-2 gap-3">
              <ButtonLink to={paths.login()} variant="secondary" onClick={menu.close}>
                Login
              </ButtonLink>
              <ButtonLink to={paths.register()} onClick={menu.close}>
                Register
              </ButtonLink>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
