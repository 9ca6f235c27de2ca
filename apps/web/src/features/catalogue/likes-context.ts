import { createContext } from 'react';
import type { Viewer } from './viewer';

/** Where a like comes from: a list's like is one-way (spec), a detail page's heart toggles. */
export type LikeSource = 'list' | 'detail';

/** The signed-in user's likes as every heart on the page sees them, changes in flight included. */
export interface LikesState {
  viewer: Viewer;
  isLiked: (templateId: string) => boolean;
  /** Whether a like or unlike of this template is on its way to the server. */
  isChanging: (templateId: string) => boolean;
  like: (templateId: string, source: LikeSource) => void;
  unlike: (templateId: string) => void;
  /** A signed-out visitor's like: the sign-in dialog, with the spec's "Please log in" wording. */
  askToSignIn: () => void;
}

/**
 * Outside a LikesProvider (a component rendered alone) nobody is known to be signed in and the
 * hearts do nothing.
 */
export const LikesContext = createContext<LikesState>({
  viewer: 'unknown',
  isLiked: () => false,
  isChanging: () => false,
  like: () => undefined,
  unlike: () => undefined,
  askToSignIn: () => undefined,
});
