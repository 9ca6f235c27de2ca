/** Under the signed-in user's scope ('me'), so signing out drops what the page learnt. */
export const paymentOrderKey = (orderId: string) => ['me', 'payment-order', orderId] as const;

/** The packs on sale are the same for everyone: no user's scope. */
export const creditPacksKey = ['credit-packs'] as const;
