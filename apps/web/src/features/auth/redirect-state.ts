/** Location state handed to /login so that signing in can return to where the user was going. */
export interface LoginRedirectState {
  from: string;
}

/**
 * The path to return to after sign-in, if the state carries a safe one. Only same-site paths are
 * accepted, so a crafted history entry cannot send the user to another site.
 */
export function redirectTargetFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Partial<LoginRedirectState>).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from;
}
