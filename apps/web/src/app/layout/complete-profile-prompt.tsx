import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../features/auth/hooks/use-auth';

// Only a social sign-in user with a blank phone number or employment field is ever asked, so the
// form (and the account rules it checks) is downloaded for them alone, not at every start-up.
const CompleteProfilePopup = lazy(async () => {
  const { CompleteProfilePopup } =
    await import('../../features/profile/components/complete-profile-popup');
  return { default: CompleteProfilePopup };
});

/** The complete-profile popup for whoever is signed in, on every page. */
export function CompleteProfilePrompt() {
  const { user, refetchProfile } = useAuth();
  // Once asked, the popup stays mounted: completing the profile ends the eligibility while the
  // popup still shows its thank-you.
  const [asked, setAsked] = useState(false);
  if (!asked && user?.isGoogleUser && user.profileIncomplete) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <CompleteProfilePopup user={user} onProfileChanged={refetchProfile} />
    </Suspense>
  );
}
