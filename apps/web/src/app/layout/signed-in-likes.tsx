import type { ReactNode } from 'react';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { LikesProvider } from '../../features/catalogue/components/likes-provider';
import { viewerFromAuthStatus } from '../../features/catalogue/viewer';

const NO_LIKES: readonly string[] = [];

/** Gives every heart in the app the signed-in user's likes, and refetches the profile after a change. */
export function SignedInLikes({ children }: { children: ReactNode }) {
  const { status, user, refetchProfile } = useAuth();
  return (
    <LikesProvider
      viewer={viewerFromAuthStatus(status)}
      likedTemplateIds={user?.likedTemplates ?? NO_LIKES}
      onLikesChanged={refetchProfile}
    >
      {children}
    </LikesProvider>
  );
}
