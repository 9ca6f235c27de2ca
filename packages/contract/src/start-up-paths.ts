/**
 * The paths of the calls a page may make while it starts (who is signed in, the public settings),
 * apart from their schemas: the web app loads those schemas only once the answer arrives, since
 * building zod schemas is the costliest part of a phone's start-up. Their endpoints take the
 * paths from here.
 */
export const startUpPaths = {
  profile: '/api/profile',
  publicConfig: '/api/public-config',
} as const;
