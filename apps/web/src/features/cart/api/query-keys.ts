/** The signed-in user's cart, under their scope ('me') so signing out drops it. */
export const cartKey = ['me', 'cart'] as const;

/**
 * The profile query's key starts so (the signed-in user's scope, then 'profile'): a cart change
 * refetches it, as the spec's refetch rule asks, since the profile lists the cart too.
 */
export const profileKeyPrefix = ['me', 'profile'] as const;
