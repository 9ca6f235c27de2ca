import { AccountMessage, usernameSchema } from '@frameshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usernameAvailabilityQueryOptions } from '../api/check-username';
import { USERNAME_CHECK_PAUSE_MS } from '../ui-timings';

export type UsernameState =
  | { kind: 'unchanged' }
  | { kind: 'invalid'; message: string }
  | { kind: 'checking' }
  | { kind: 'available'; message: string }
  | { kind: 'taken'; message: string }
  | { kind: 'unknown'; message: string };

/** States that make saving pointless: the server would refuse the username. */
export function isUsernameError(state: UsernameState): boolean {
  return state.kind === 'invalid' || state.kind === 'taken';
}

/**
 * Whether the username being typed can be had: checked locally at once, and with the server
 * after a 500 ms pause in typing, only when it differs from the current username.
 */
export function useUsernameAvailability(value: string, current: string): UsernameState {
  const trimmed = value.trim();
  const parsed = usernameSchema.safeParse(value);
  const changed = trimmed !== current;
  const settled = useDebouncedValue(trimmed, USERNAME_CHECK_PAUSE_MS);
  const ready = changed && parsed.success && settled === trimmed;
  const query = useQuery(usernameAvailabilityQueryOptions(trimmed, ready));

  if (!changed) return { kind: 'unchanged' };
  if (!parsed.success) {
    return {
      kind: 'invalid',
      message: parsed.error.issues[0]?.message ?? AccountMessage.usernameCharacters,
    };
  }
  if (!ready || query.isPending) return { kind: 'checking' };
  if (query.isError) return { kind: 'unknown', message: AccountMessage.usernameUnverifiable };
  return query.data.available
    ? { kind: 'available', message: AccountMessage.usernameAvailable }
    : { kind: 'taken', message: AccountMessage.usernameTaken };
}
