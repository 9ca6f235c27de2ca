import { DEFAULT_LAYOUT, type TemplateDetail, type TemplateSummary } from '@frameshop/contract';
import type { TemplateMediaKeys, TemplateRow } from './catalogue.schema';

/** Turns storage keys into URLs the browser can load. */
export interface MediaUrls {
  publicUrl(key: string): string;
}

/** Whether a video template has a green-screen window to render into. */
export const hasGreenScreen = (media: TemplateMediaKeys) =>
  Boolean(media.mask ?? media.maskPreview);

export function regionalPrice(
  row: Pick<TemplateRow, 'price' | 'priceInd'>,
  isIndianUser: boolean,
): number {
  return isIndianUser && row.priceInd !== null ? row.priceInd : row.price;
}

/** The columns of the spec's entity fields (section 3), which an owner sets and lists show. */
export type SpecFieldColumn =
  'name' | 'description' | 'categories' | 'sections' | 'compatibility' | 'price' | 'priceInd';

/** What a list shows of a template's row. */
export type TemplateSummaryRow = Pick<
  TemplateRow,
  | SpecFieldColumn
  | 'id'
  | 'kind'
  | 'purchaseCount'
  | 'videoLayout'
  | 'width'
  | 'height'
  | 'durationSeconds'
  | 'media'
>;

/** A row's columns under the spec's entity field names (section 3), as lists and the owner show them. */
export function specFieldsOf(row: TemplateSummaryRow) {
  return {
    templateName: row.name,
    templateDescription: row.description,
    templateCategory: row.categories,
    templateSection: row.sections,
    templateCompatibility: row.compatibility,
    templatePrice: row.price,
    templatePriceIND: row.priceInd,
  };
}

export function toTemplateSummary(
  row: TemplateSummaryRow,
  isIndianUser: boolean,
  urls: MediaUrls,
): TemplateSummary {
  return {
    templateId: String(row.id),
    kind: row.kind,
    ...specFieldsOf(row),
    price: regionalPrice(row, isIndianUser),
    purchaseCount: row.purchaseCount,
    videoLayout: row.videoLayout || DEFAULT_LAYOUT,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    posterUrl: row.media.poster ? urls.publicUrl(row.media.poster) : '',
    previewUrl: row.media.preview ? urls.publicUrl(row.media.preview) : null,
  };
}

export function toTemplateDetail(
  row: TemplateRow,
  isIndianUser: boolean,
  urls: MediaUrls,
): TemplateDetail {
  const summary = toTemplateSummary(row, isIndianUser, urls);
  return {
    ...summary,
    // Direct-sell images are replaced in place by the studio, so their URLs carry a version.
    posterUrl:
      row.kind === 'direct-sell'
        ? `${summary.posterUrl}?v=${row.createdAt.getTime()}`
        : summary.posterUrl,
    greenScreenLayout: row.greenScreenLayout || summary.videoLayout,
    videoDimensions: `${row.width}x${row.height}`,
    greenScreenDimensions: row.greenScreenDimensions,
    // The reduced, watermarked overlay: the full-size one is what a buyer pays for.
    overlayUrl: row.media.overlayPreview ? urls.publicUrl(row.media.overlayPreview) : null,
    hasGreenScreen: hasGreenScreen(row.media),
    // The preview-size mask: it shows only where the window is, which the mock-up shows anyway.
    maskUrl: row.media.maskPreview ? urls.publicUrl(row.media.maskPreview) : null,
    onSale: row.status === 'published',
    sharePictureUrl: row.media.sharePicture ? urls.publicUrl(row.media.sharePicture) : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
