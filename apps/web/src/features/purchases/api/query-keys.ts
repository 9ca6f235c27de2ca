/** Under the signed-in user's scope ('me'), so signing out drops the library and its licences. */
export const purchasesKeys = {
  all: ['me', 'purchases'] as const,
  library: () => [...purchasesKeys.all, 'library'] as const,
  licence: (licenceId: string) => [...purchasesKeys.all, 'licence', licenceId] as const,
};
