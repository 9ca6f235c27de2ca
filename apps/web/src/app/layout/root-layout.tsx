import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../../features/auth/components/auth-provider';
import { CompleteProfilePrompt } from './complete-profile-prompt';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';
import { PayerSync } from './payer-sync';
import { SignedInLikes } from './signed-in-likes';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { VisitorOverlays } from './visitor-overlays';

/**
 * Marks the document once React has taken over the page (after hydrating the server's HTML, or
 * after the first render): from then on every control answers. Browser journeys wait for it.
 */
function useAppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

/** The frame around every screen: skip link, navbar, the screen, footer. */
export function RootLayout() {
  useAppReadyMarker();
  return (
    <AuthProvider>
      <PayerSync />
      <SignedInLikes>
        <div className="flex min-h-dvh flex-col">
          <SkipLink />
          <NavigationProgress />
          <Navbar />
          {/* At least a screen tall (less the 4rem navbar), so the footer starts below the fold and
            is not pushed down when the screen's chunk arrives: no layout shift on first load. */}
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col outline-none"
          >
            <Outlet />
          </main>
          <Footer />
        </div>
        <ScrollRestoration />
        <CompleteProfilePrompt />
        <VisitorOverlays />
      </SignedInLikes>
    </AuthProvider>
  );
}
