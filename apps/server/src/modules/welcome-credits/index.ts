import { deriveKey } from '../../config/secrets';
import type { PersonalDataStep } from '../../db/personal-data';
import type { SharedDependencies } from '../../shared-dependencies';
import { WelcomeCredits } from './welcome-credits.service';

export type { WelcomeCredits } from './welcome-credits.service';

/**
 * The sign-up bonus and the profile award, once per person (ADR 31). No endpoints: sign-up,
 * the profile and closing an account use it. Its key is derived from the session secret.
 */
export const createWelcomeCredits = ({ secrets }: Pick<SharedDependencies, 'secrets'>) =>
  new WelcomeCredits(deriveKey(secrets.jwtSecret, 'closed-identities'));

/**
 * At closing, the account's email and phone are remembered as keyed hashes only, so that a new
 * account of theirs gets no second welcome. The digests name no account.
 */
export const createWelcomeCreditsPersonalData = (
  deps: Pick<SharedDependencies, 'secrets'>,
): PersonalDataStep => {
  const welcome = createWelcomeCredits(deps);
  return {
    module: 'welcome-credits',
    tables: ['closed_identities'],
    erase: (tx, owner) => welcome.rememberClosed(tx, owner),
  };
};
