import {
  DEFAULT_CANVAS,
  TEMPLATE_MAX_SIDE,
  TemplateAdminMessage,
  type TemplateFields,
} from '@frameshop/contract';
import { specFieldsOf, type TemplateFieldColumns, type TemplateRow } from '../catalogue';

/** The columns an owner's fields set, and what the owner should be told about them. */
export interface FieldColumns {
  columns: TemplateFieldColumns;
  warnings: string[];
}

/**
 * The templateJson text as stored: an object with a positive width and height, or null (the
 * template is then 1920×1080, as the spec says, and the owner is warned).
 */
export function parseTemplateJson(text: string | null): {
  json: Record<string, unknown> | null;
  warnings: string[];
} {
  if (text === null || text.trim() === '') return { json: null, warnings: [] };
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      isSize((value as Record<string, unknown>).width) &&
      isSize((value as Record<string, unknown>).height)
    ) {
      return { json: value as Record<string, unknown>, warnings: [] };
    }
  } catch {
    // Falls through to the spec's default size.
  }
  return { json: null, warnings: [TemplateAdminMessage.badTemplateJson] };
}

const isSize = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= TEMPLATE_MAX_SIDE;

export function columnsOf(fields: TemplateFields): FieldColumns {
  const { json, warnings } = parseTemplateJson(fields.templateJson);
  return {
    columns: {
      kind: fields.kind,
      sku: fields.sku,
      name: fields.templateName,
      description: fields.templateDescription,
      categories: fields.templateCategory,
      sections: fields.templateSection,
      compatibility: fields.templateCompatibility,
      price: fields.templatePrice,
      priceInd: fields.templatePriceIND,
      videoLayout: fields.videoLayout,
      greenScreenLayout: fields.kind === 'video' ? fields.greenScreenLayout : null,
      templateJson: json,
      thumbnailFrame: fields.thumbnailFrame,
    },
    warnings,
  };
}

export function fieldsOf(row: TemplateRow): TemplateFields {
  return {
    kind: row.kind,
    sku: row.sku,
    ...specFieldsOf(row),
    videoLayout: row.videoLayout as TemplateFields['videoLayout'],
    greenScreenLayout: (row.greenScreenLayout as TemplateFields['greenScreenLayout']) ?? null,
    templateJson: row.templateJson ? JSON.stringify(row.templateJson) : null,
    thumbnailFrame: row.thumbnailFrame,
  };
}

/** A template's size before its media say otherwise: its templateJson's, else the spec's default. */
export function sizeOf(json: Record<string, unknown> | null): { width: number; height: number } {
  return json
    ? { width: json.width as number, height: json.height as number }
    : { ...DEFAULT_CANVAS };
}
