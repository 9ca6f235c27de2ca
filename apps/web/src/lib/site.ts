// By path, not by the contract's package name: vite.config.ts loads this file (through
// build-time/store-share-picture.ts) with Node, which cannot run a linked package's TypeScript.
import { STORE_SHARE_PICTURE_PATH } from '../../../../packages/contract/src/constants';

export const SITE_NAME = 'Frameshop';

/** The language the store is written in (index.html's `lang="en"`), as Open Graph names it. */
export const SITE_LOCALE = 'en_US';

/** "Browse Templates · Frameshop"; the bare name for the home page. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
}

/** The meta description of a page that gives none of its own (index.html has none: one per page). */
export const SITE_DESCRIPTION =
  'Frameshop is a store for video templates, image templates and ready-made videos. Customise them with your own photos and clips, then download with credits.';

/**
 * The store's own share picture, drawn from its look when the app is built
 * (build-time/store-share-picture.ts): the link preview of every page without a picture of its own.
 */
export const STORE_SHARE_PICTURE = {
  path: STORE_SHARE_PICTURE_PATH,
  alt: `${SITE_NAME}: video templates, image templates and ready-made videos`,
} as const;

/** An address on the store (a path, or a media URL already absolute) as an absolute URL. */
export function absoluteUrl(address: string, publicUrl: string): string {
  return new URL(address, `${publicUrl}/`).href;
}
