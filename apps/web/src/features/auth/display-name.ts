import type { UserProfile } from './api/get-profile';

/** What the interface calls the user: their name when they gave one, else the username. */
export function displayNameOf(user: UserProfile): string {
  return user.actualName.trim() || user.username;
}
