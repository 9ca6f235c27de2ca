import type {
  AdminTemplate,
  AdminTemplatesResponse,
  OwnerTemplate,
  TemplateFields,
} from '@frameshop/contract';

/** The admin token the dashboard's tests open their session with. */
export const ADMIN_TOKEN = 'admin-token';

type OwnerChanges = Partial<Omit<OwnerTemplate, 'fields' | 'media'>> & {
  fields?: Partial<TemplateFields>;
  media?: Partial<OwnerTemplate['media']>;
};

/** A get/save answer of the owner's catalogue: a video draft without media, unless changed. */
export function ownerTemplate(changes: OwnerChanges = {}): OwnerTemplate {
  const { fields, media, ...rest } = changes;
  return {
    templateId: '41',
    status: 'draft',
    revision: 1,
    owners: 0,
    warnings: [],
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...rest,
    fields: {
      kind: 'video',
      sku: null,
      templateName: 'Neon Intro',
      templateDescription: 'A bold opener.',
      templateCategory: ['Promo'],
      templateSection: ['Business'],
      templateCompatibility: ['Instagram'],
      templatePrice: 49,
      templatePriceIND: null,
      videoLayout: '16:9',
      greenScreenLayout: null,
      templateJson: null,
      thumbnailFrame: null,
      ...fields,
    },
    media: {
      state: 'missing',
      progress: 0,
      message: null,
      uploaded: [],
      posterUrl: null,
      previewUrl: null,
      ...media,
    },
  };
}

/** A row of the Templates tab: a published video template with ready media, unless changed. */
export function adminTemplateRow(changes: Partial<AdminTemplate> = {}): AdminTemplate {
  return {
    templateId: '11',
    templateName: 'Neon Intro',
    kind: 'video',
    videoLayout: '16:9',
    templatePrice: 49,
    templatePriceIND: 29,
    purchaseCount: 4,
    filteredPurchaseCount: 4,
    status: 'published',
    mediaState: 'ready',
    mediaProgress: 1,
    sku: null,
    ...changes,
  };
}

export function adminTemplatesAnswer(templates: AdminTemplate[]): AdminTemplatesResponse {
  return {
    range: { period: 'all', from: null, to: '2026-05-01', timeZone: 'Asia/Kolkata' },
    templates,
    totalTemplates: templates.length,
    totalSales: templates.reduce((sum, row) => sum + row.filteredPurchaseCount, 0),
  };
}
