/** The spec's wording where the contract's CatalogueMessage has none, and labels of ours. */
export const CatalogueText = {
  logInToLike: 'Please log in to like this template',
  comingSoon: 'Coming soon',
  retry: 'Try again',
  tbd: 'TBD',
} as const;
