/** Who is looking at a page, as far as the catalogue cares; `unknown` while a session is checked. */
export type Viewer = 'signed-in' | 'signed-out' | 'unknown';

export function viewerFromAuthStatus(
  status: 'loading' | 'authenticated' | 'unauthenticated',
): Viewer {
  if (status === 'authenticated') return 'signed-in';
  if (status === 'unauthenticated') return 'signed-out';
  return 'unknown';
}
