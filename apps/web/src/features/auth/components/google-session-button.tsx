import type { UserProfile } from '../../../lib/user-profile';
import { useAuth } from '../hooks/use-auth';
import { GoogleSignInButton } from './google-sign-in-button';

interface GoogleSessionButtonProps {
  rememberMe: boolean;
  /** Signed in; `newUser` is the account Google has just created, if it did. */
  onSignedIn: (newUser: UserProfile | null) => void;
}

/** Google's button under the sign-in and register forms: its answer starts the session. */
export function GoogleSessionButton({ rememberMe, onSignedIn }: GoogleSessionButtonProps) {
  const { signIn } = useAuth();
  return (
    <div className="mt-6">
      <GoogleSignInButton
        rememberMe={rememberMe}
        onSignedIn={({ token, user, isNewUser }, remember) => {
          signIn(token, user, remember);
          onSignedIn(isNewUser ? user : null);
        }}
      />
    </div>
  );
}
