import { SHARE_PICTURE_SIZE, type TemplateDetail, type TemplateKind } from '@frameshop/contract';
import { paths } from '../../lib/paths';
import { absoluteUrl, SITE_NAME } from '../../lib/site';

/** The list each kind's page belongs to, as its breadcrumb names it. */
const listOf: Record<TemplateKind, { name: string; path: string }> = {
  video: { name: 'Browse Templates', path: paths.templatesList() },
  image: { name: 'Image Templates', path: paths.imageTemplates() },
  'direct-sell': { name: 'Ready-Made Videos', path: paths.directSellTemplates() },
};

/** ISO 8601 duration, as schema.org asks: 12.5 s → "PT12.5S". */
function isoDuration(seconds: number): string {
  return `PT${Number(seconds.toFixed(2))}S`;
}

/**
 * A template's page for search engines: the template as a CreativeWork with its pictures (the
 * share picture, 1200×630, when it has one, and the poster) and its preview video, and the
 * breadcrumb Home › list › name. The video is the public, watermarked preview, dated by the
 * template's first publish (Google's video results need an uploadDate). No Offer: templates are
 * sold for credits, not money (ADR 37).
 */
export function templateStructuredData(
  template: TemplateDetail,
  pagePath: string,
  publicUrl: string,
): Record<string, unknown>[] {
  const url = absoluteUrl(pagePath, publicUrl);
  const poster = absoluteUrl(template.posterUrl, publicUrl);
  const sharePicture = template.sharePictureUrl && absoluteUrl(template.sharePictureUrl, publicUrl);
  // The share picture first: the one made to show the template away from its page.
  const pictures = [
    ...(sharePicture
      ? [{ '@type': 'ImageObject', contentUrl: sharePicture, ...SHARE_PICTURE_SIZE }]
      : []),
    { '@type': 'ImageObject', contentUrl: poster },
  ];
  const preview =
    template.previewUrl && template.durationSeconds !== null
      ? {
          video: {
            '@type': 'VideoObject',
            name: template.templateName,
            description: template.templateDescription || template.templateName,
            thumbnailUrl: pictures.map((picture) => picture.contentUrl),
            ...(template.publishedAt ? { uploadDate: template.publishedAt } : {}),
            contentUrl: absoluteUrl(template.previewUrl, publicUrl),
            duration: isoDuration(template.durationSeconds),
          },
        }
      : {};
  const list = listOf[template.kind];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: template.templateName,
      description: template.templateDescription,
      url,
      thumbnailUrl: poster,
      image: pictures,
      keywords: template.templateCategory.join(', '),
      publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/', publicUrl) },
      ...preview,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', path: '/' },
        list,
        { name: template.templateName, path: pagePath },
      ].map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        item: absoluteUrl(item.path, publicUrl),
      })),
    },
  ];
}
