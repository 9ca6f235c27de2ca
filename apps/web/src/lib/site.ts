export const SITE_NAME = 'Frameshop';

/** "Browse Templates · Frameshop"; the bare name for the home page. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
}

/** The meta description of a page that gives none of its own (index.html has none: one per page). */
export const SITE_DESCRIPTION =
  'Frameshop is a store for video templates, image templates and ready-made videos. Customise them with your own photos and clips, then download with credits.';

/** An address on the store (a path, or a media URL already absolute) as an absolute URL. */
export function absoluteUrl(address: string, publicUrl: string): string {
  return new URL(address, `${publicUrl}/`).href;
}
