import { DEFAULT_CANVAS, type OwnerTemplate, type TemplateSummary } from '@frameshop/contract';

/**
 * The owner's template as the catalogue lists it, for the "as a buyer sees it" card, at the
 * global price. The owner's answer carries no size or length: the card frames the poster by its
 * layout, so the default size stands in for the picture's, and no length badge is shown.
 */
export function buyerSummaryOf(template: OwnerTemplate): TemplateSummary {
  const { fields, media } = template;
  return {
    templateId: template.templateId,
    kind: fields.kind,
    templateName: fields.templateName,
    templateDescription: fields.templateDescription,
    templateCategory: fields.templateCategory,
    templateSection: fields.templateSection,
    templateCompatibility: fields.templateCompatibility,
    templatePrice: fields.templatePrice,
    templatePriceIND: fields.templatePriceIND,
    price: fields.templatePrice,
    purchaseCount: template.owners,
    videoLayout: fields.videoLayout,
    width: DEFAULT_CANVAS.width,
    height: DEFAULT_CANVAS.height,
    durationSeconds: null,
    posterUrl: media.posterUrl ?? '',
    previewUrl: fields.kind === 'image' ? null : media.previewUrl,
  };
}
