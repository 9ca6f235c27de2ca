import { createContext } from 'react';
import type { UserProfile } from './api/get-profile';

/** `loading` lasts until a stored token has been checked against the server. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: UserProfile | null;
  /**
   * True from a logout until its navigation home lands. Protected pages then wait instead of
   * sending the user to /login, which would otherwise race the trip home.
   */
  signingOut: boolean;
  /**
   * Starts a session from a sign-in answer: the token is stored (localStorage for remember-me,
   * sessionStorage otherwise) and the user is known at once, without another profile fetch.
   */
  signIn: (token: string, user: UserProfile, rememberMe: boolean) => void;
  /** Clears the tokens and the user, then goes home. */
  logout: () => Promise<void>;
  /** Fetches the profile again, e.g. after a purchase changed the credit balance. */
  refetchProfile: () => Promise<void>;
  /**
   * Shows a balance the server just reported (after a purchase, a download, a checkout) at once,
   * so the navbar never lags the spend, then fetches the profile again for what else changed.
   */
  updateCredits: (credits: number) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
