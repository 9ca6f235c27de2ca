/**
 * The code of the dialogs a purchase may end in (purchase-dialogs.tsx), apart from them: the
 * purchase's calls load it with theirs.
 */
export const importInsufficientCreditsModal = () =>
  import('../../../components/insufficient-credits-modal');
export const importDownloadStages = () => import('./download-stages');

export const preloadPurchaseDialogs = () =>
  Promise.all([importInsufficientCreditsModal(), importDownloadStages()]);
