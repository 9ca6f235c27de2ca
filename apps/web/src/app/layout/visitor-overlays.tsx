import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { publicConfigQueryOptions } from '../../lib/public-config';
import { SignInPopup } from '../../features/auth/components/sign-in-popup';
import { CookieConsentBanner } from '../../features/consent/components/cookie-consent-banner';
import { CookieSettingsDialog } from '../../features/consent/components/cookie-settings-dialog';
import { useConsent } from '../../features/consent/hooks/use-consent';
import { useConsentedTrackers } from '../../features/consent/hooks/use-consented-trackers';
import { useElementHeight } from '../../hooks/use-element-height';

const layer =
  'pointer-events-none fixed inset-x-0 bottom-0 z-30 flex flex-col items-stretch p-3 sm:items-end sm:p-4';
// The layers' padding is 12 px on phones; overlapping by it leaves one 12 px gap between the cards.
const STACK_GAP_PX = 12;

/**
 * What a visitor may see over any page: the sign-in popup and the cookie banner, stacked in one
 * bottom corner so neither ever covers the other, plus the cookie settings dialog. On a phone the
 * two together would hide most of the first screen, so there the popup waits until the cookie
 * question is answered.
 */
export function VisitorOverlays() {
  const { choice } = useConsent();
  // Tracker ids matter only once something is granted; until then the page makes no extra call.
  const wantsTrackers = Boolean(choice?.analytics || choice?.marketing);
  const config = useQuery({ ...publicConfigQueryOptions, enabled: wantsTrackers }).data;
  useConsentedTrackers(choice, config?.analytics);
  const bannerLayer = useRef<HTMLDivElement>(null);
  const bannerHeight = useElementHeight(bannerLayer);

  return (
    <>
      {/* The popup sits just above the banner. They live in separate layers so the banner never
          moves when the popup arrives (a moving banner counts as layout shift); the popup follows
          the banner's measured height instead. */}
      <div
        className={`${layer} transition-[bottom] ${choice === null ? 'max-sm:hidden' : ''}`}
        style={bannerHeight > 0 ? { bottom: bannerHeight - STACK_GAP_PX } : undefined}
      >
        <SignInPopup />
      </div>
      <div ref={bannerLayer} className={`${layer} empty:hidden`}>
        <CookieConsentBanner />
      </div>
      <CookieSettingsDialog />
    </>
  );
}
