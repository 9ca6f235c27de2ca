import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import { useCallback } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { formatCredits } from '../../../lib/format';
import type { UserProfile } from '../api/get-profile';
import { displayNameOf } from '../display-name';

/** Said once an account is made, by name, with what it starts with. */
export function welcomeMessage(user: UserProfile): string {
  return `Welcome to Frameshop, ${displayNameOf(user)}! Your ${formatCredits(NEW_ACCOUNT_CREDITS)} are ready to spend.`;
}

/** Welcomes a new account (made with a password or Google) with a toast. */
export function useWelcome(): (newUser: UserProfile) => void {
  const toast = useToast();
  return useCallback(
    (newUser) => void toast.show({ type: 'success', message: welcomeMessage(newUser) }),
    [toast],
  );
}
