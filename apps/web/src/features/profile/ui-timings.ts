/** How long the profile's screens wait, pause and show things; the browser's concern only. */
export const USERNAME_CHECK_PAUSE_MS = 500;
export const USERNAME_REFETCH_DELAY_MS = 100;
export const COMPLETE_PROFILE_POPUP_DELAY_MS = 1000;
export const CELEBRATION_NOTICE_MS = 6000;
export const PROFILE_SUCCESS_CLOSE_MS = 1500;
