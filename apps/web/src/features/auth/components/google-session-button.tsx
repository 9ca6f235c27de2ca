import { useAuth } from '../hooks/use-auth';
import type { NewAccount } from '../hooks/use-welcome';
import { GoogleSignInButton } from './google-sign-in-button';

interface GoogleSessionButtonProps {
  rememberMe: boolean;
  /** Signed in; `newAccount` is the account Google has just created, if it did. */
  onSignedIn: (newAccount: NewAccount | null) => void;
}

/** Google's button under the sign-in and register forms: its answer starts the session. */
export function GoogleSessionButton({ rememberMe, onSignedIn }: GoogleSessionButtonProps) {
  const { signIn } = useAuth();
  return (
    <div className="mt-6">
      <GoogleSignInButton
        rememberMe={rememberMe}
        onSignedIn={({ token, user, isNewUser, notice }, remember) => {
          signIn(token, user, remember);
          onSignedIn(isNewUser ? { user, ...(notice ? { notice } : {}) } : null);
        }}
      />
    </div>
  );
}
