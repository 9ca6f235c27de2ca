/**
 * The limits and default prices of batches (issue 65), apart from their schemas (`batches.ts`), so
 * a page that only states them (the developers page) does not load the schemas.
 */

/** Rows one batch may have (the server's `BULK_MAX_ROWS`, this by default). */
export const BULK_MAX_ROWS = 500;
/** Batches one buyer may have queued or running at once (`BULK_MAX_RUNNING_PER_USER`). */
export const BULK_MAX_RUNNING_PER_USER = 2;
/** The price of one result per kind until the owner sets one in the dashboard. */
export const BULK_DEFAULT_PRICES = { image: 1, video: 5 } as const;
