import { PUBLIC_PAGE_PATHS, type TemplateKind } from '@frameshop/contract';
import type { Db } from '../../db/database';
import { catalogueTemplates } from '../catalogue';

/** The sitemap protocol's limit of addresses per file (and 50 MB: 50,000 of ours are ~6 MB). */
export const URLS_PER_SITEMAP = 50_000;
/** Rows read per query while a sitemap is written: the rows held at once stay this few. */
const ROWS_PER_READ = 5_000;

/** Each kind's public page, as the web app's routes spell it. */
const detailPathOf: Record<TemplateKind, (id: number) => string> = {
  video: (id) => `/template/${id}`,
  image: (id) => `/image-template/${id}`,
  'direct-sell': (id) => `/direct-sell/${id}`,
};

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function urlEntry(location: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(location)}</loc>${lastmod}</url>\n`;
}

/** How many template sitemaps the published catalogue needs (at least one, empty or not). */
export async function templateSitemapCount(db: Db): Promise<number> {
  const total = await catalogueTemplates.countPublished(db);
  return Math.max(1, Math.ceil(total / URLS_PER_SITEMAP));
}

/** The sitemap index: the public pages' sitemap, then one per 50,000 published templates. */
export function sitemapIndex(publicUrl: string, templateSitemaps: number): string {
  const entries = [
    `${publicUrl}/sitemaps/pages.xml`,
    ...Array.from(
      { length: templateSitemaps },
      (_, index) => `${publicUrl}/sitemaps/templates-${index + 1}.xml`,
    ),
  ].map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>\n`);
  return `${HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

export function pagesSitemap(publicUrl: string): string {
  const entries = PUBLIC_PAGE_PATHS.map((path) => urlEntry(`${publicUrl}${path}`));
  return `${HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('')}</urlset>\n`;
}

/**
 * The `number`th (from 1) template sitemap: published templates in id order, 50,000 to a file,
 * written as it is read, a few thousand rows at a time (a 50,000-URL file is about 6 MB of text).
 */
export async function* templatesSitemap(
  db: Db,
  publicUrl: string,
  number: number,
): AsyncGenerator<string> {
  yield `${HEAD}<urlset xmlns="${NAMESPACE}">\n`;
  let written = 0;
  let fromId = await catalogueTemplates.nthPublishedId(db, (number - 1) * URLS_PER_SITEMAP);
  while (fromId !== undefined && written < URLS_PER_SITEMAP) {
    const rows = await catalogueTemplates.publishedFrom(
      db,
      fromId,
      Math.min(ROWS_PER_READ, URLS_PER_SITEMAP - written),
    );
    yield rows
      .map((row) => urlEntry(`${publicUrl}${detailPathOf[row.kind](row.id)}`, row.updatedAt))
      .join('');
    written += rows.length;
    const last = rows.at(-1);
    fromId = rows.length === ROWS_PER_READ && last ? last.id + 1 : undefined;
  }
  yield '</urlset>\n';
}
