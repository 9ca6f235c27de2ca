import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import { useCallback } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { formatCredits } from '../../../lib/format';
import type { UserProfile } from '../api/get-profile';
import { displayNameOf } from '../display-name';

/**
 * An account just made (with a password or Google), and what the server said of its start: why
 * it has no welcome credits, when an earlier account of the same person had them.
 */
export interface NewAccount {
  user: UserProfile;
  notice?: string;
}

/** Said once an account is made, by name, with what it starts with. */
export function welcomeMessage({ user, notice }: NewAccount): string {
  const greeting = `Welcome to Frameshop, ${displayNameOf(user)}!`;
  return notice
    ? `${greeting} ${notice}`
    : `${greeting} Your ${formatCredits(NEW_ACCOUNT_CREDITS)} are ready to spend.`;
}

/**
 * Welcomes a new account with a toast. One that starts without the welcome credits keeps its
 * explanation on screen until it is closed: it answers the question the balance of 0 raises.
 */
export function useWelcome(): (account: NewAccount) => void {
  const toast = useToast();
  return useCallback(
    (account) =>
      void toast.show({
        type: 'success',
        message: welcomeMessage(account),
        ...(account.notice ? { durationMs: 0 } : {}),
      }),
    [toast],
  );
}
