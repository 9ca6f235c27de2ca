import { deriveKey } from '../../config/secrets';
import type { SharedDependencies } from '../../shared-dependencies';
import { WelcomeCredits } from './welcome-credits.service';

export type { WelcomeCredits } from './welcome-credits.service';

/**
 * The sign-up bonus and the profile award, once per person (ADR 31). No endpoints: sign-up,
 * the profile and closing an account use it. Its key is derived from the session secret.
 */
export const createWelcomeCredits = ({ secrets }: Pick<SharedDependencies, 'secrets'>) =>
  new WelcomeCredits(deriveKey(secrets.jwtSecret, 'closed-identities'));
