import { SHARE_PICTURE_SIZE, type TemplateDetail } from '@frameshop/contract';
import type { LinkPreview } from '../../components/document-title';

/**
 * What a shared link of a template's page shows (ADR 29): its share picture, 1200×630 as link
 * previews ask, or the poster of a template whose media were made before share pictures. The page
 * itself shows the poster.
 */
export function templateLinkPreview(template: TemplateDetail, kindLabel: string): LinkPreview {
  return {
    image: template.sharePictureUrl ?? template.posterUrl,
    imageSize: template.sharePictureUrl ? SHARE_PICTURE_SIZE : null,
    imageAlt: `${template.templateName}: ${kindLabel.toLowerCase()} preview`,
    video: template.previewUrl,
  };
}
