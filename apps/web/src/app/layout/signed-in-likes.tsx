import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { SignInPrompt } from '../../features/auth/components/sign-in-prompt';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { LikesProvider } from '../../features/catalogue/components/likes-provider';
import { viewerFromAuthStatus } from '../../features/catalogue/viewer';

const NO_LIKES: readonly string[] = [];

/**
 * Gives every heart in the app the signed-in user's likes, and refetches the profile after a
 * change. A signed-out visitor's press opens the sign-in dialog instead, with the reason.
 */
export function SignedInLikes({ children }: { children: ReactNode }) {
  const { status, user, refetchProfile } = useAuth();
  // Why the visitor was asked to sign in, while the dialog is open.
  const [signInReason, setSignInReason] = useState<string | null>(null);
  const closeSignIn = useCallback(() => setSignInReason(null), []);
  return (
    <LikesProvider
      viewer={viewerFromAuthStatus(status)}
      likedTemplateIds={user?.likedTemplates ?? NO_LIKES}
      onLikesChanged={refetchProfile}
      onSignInRequired={setSignInReason}
    >
      {children}
      <SignInPrompt reason={signInReason} onClose={closeSignIn} />
    </LikesProvider>
  );
}
