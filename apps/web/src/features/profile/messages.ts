/** The spec's wording for profile updates where the contract has none. */
export const ProfileText = {
  updateFailed: 'Failed to update profile. Please try again.',
  fixUsernameFirst: 'Please fix the username error before saving',
  checkingUsername: 'Checking availability…',
} as const;
