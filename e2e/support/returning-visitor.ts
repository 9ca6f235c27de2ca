/**
 * The browser state of a visitor who has already chosen cookies (essential only) and closed the
 * sign-in popup: the default for every journey, so the banner and popup never sit over the buttons
 * a journey clicks. Journeys about those overlays start from an empty state instead.
 */
export const CONSENT_COOKIE = 'cookie_consent';
export const SIGN_IN_POPUP_DISMISSED_KEY = 'signInPopupDismissedAt';

const essentialOnly = encodeURIComponent(
  JSON.stringify({
    essential: true,
    analytics: false,
    marketing: false,
    personalization: false,
    version: 1,
  }),
);

export function returningVisitorState(origin: string) {
  return {
    cookies: [
      {
        name: CONSENT_COOKIE,
        value: essentialOnly,
        domain: new URL(origin).hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 31_536_000,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [
      {
        origin,
        // Far in the future, so clock-shifting journeys never see the dismissal expire.
        localStorage: [{ name: SIGN_IN_POPUP_DISMISSED_KEY, value: String(8.64e15) }],
      },
    ],
  };
}

/** A first-time visitor: nothing decided, nothing dismissed. */
export const firstVisitState = { cookies: [], origins: [] };
