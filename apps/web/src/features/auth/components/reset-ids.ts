/** The ids of the reset dialog's controls, for focusing the one that needs attention. */
export const resetIds = {
  email: 'reset-email',
  otp: 'reset-otp',
  newPassword: 'reset-new-password',
  confirmPassword: 'reset-confirm-password',
} as const;
