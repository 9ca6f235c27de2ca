/** The media fields that hold what a buyer pays for. */
export const PAID_MEDIA_FIELDS = ['source', 'mask', 'overlay', 'compiled'] as const;
