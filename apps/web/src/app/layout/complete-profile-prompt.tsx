import { useAuth } from '../../features/auth/hooks/use-auth';
import { CompleteProfilePopup } from '../../features/profile/components/complete-profile-popup';

/** The complete-profile popup for whoever is signed in, on every page. */
export function CompleteProfilePrompt() {
  const { user, refetchProfile } = useAuth();
  return <CompleteProfilePopup user={user} onProfileChanged={refetchProfile} />;
}
