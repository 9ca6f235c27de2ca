import userEvent, { type UserEvent } from '@testing-library/user-event';

export type { UserEvent };

/**
 * The person a test acts as, typing and clicking without a pause between one key and the next:
 * user-event's default waits a timer's turn after each, which is a tenth of a form journey's time
 * in jsdom (a sign-up form's file, 29 s to 20 s) and nothing the app can tell apart. A test on a
 * fake clock (`fake-clock.ts`) passes `advanceTimers` too.
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}): UserEvent {
  return userEvent.setup({ delay: null, ...options });
}
