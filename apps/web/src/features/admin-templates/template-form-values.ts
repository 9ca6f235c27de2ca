import { DEFAULT_LAYOUT, type TemplateFields, type TemplateKind } from '@frameshop/contract';
import { fieldErrorsOf } from '../../lib/api-error';
import { formFields, type FieldErrors } from '../../lib/field-errors';

/**
 * The template form's fields and their controls' ids, in the order the form shows them (the first
 * wrong one gets focus).
 */
export const templateForm = formFields({
  kind: 'template-kind',
  templateName: 'template-name',
  sku: 'template-sku',
  templateDescription: 'template-description',
  templateCategory: 'template-category',
  templateSection: 'template-section',
  templateCompatibility: 'template-compatibility',
  templatePrice: 'template-price',
  templatePriceIND: 'template-price-ind',
  videoLayout: 'template-video-layout',
  greenScreenLayout: 'template-green-screen-layout',
  thumbnailFrame: 'template-thumbnail-frame',
  templateJson: 'template-json',
});
export type TemplateFormField = (typeof templateForm.order)[number];

/**
 * What the owner typed, as typed: numbers and lists stay text until the form is sent, so a wrong
 * value is shown back with its message rather than silently changed.
 */
export type TemplateFormValues = { kind: TemplateKind } & Record<
  Exclude<TemplateFormField, 'kind'>,
  string
>;

export function blankTemplateValues(kind: TemplateKind): TemplateFormValues {
  return {
    kind,
    templateName: '',
    sku: '',
    templateDescription: '',
    templateCategory: '',
    templateSection: '',
    templateCompatibility: '',
    templatePrice: '',
    templatePriceIND: '',
    videoLayout: DEFAULT_LAYOUT,
    greenScreenLayout: '',
    thumbnailFrame: '',
    templateJson: '',
  };
}

const listText = (list: readonly string[]) => list.join(', ');
const numberText = (value: number | null) => (value === null ? '' : String(value));

/** A saved template's fields as the form shows them. */
export function templateValuesOf(fields: TemplateFields): TemplateFormValues {
  return {
    kind: fields.kind,
    templateName: fields.templateName,
    sku: fields.sku ?? '',
    templateDescription: fields.templateDescription,
    templateCategory: listText(fields.templateCategory),
    templateSection: listText(fields.templateSection),
    templateCompatibility: listText(fields.templateCompatibility),
    templatePrice: String(fields.templatePrice),
    templatePriceIND: numberText(fields.templatePriceIND),
    videoLayout: fields.videoLayout,
    greenScreenLayout: fields.greenScreenLayout ?? '',
    thumbnailFrame: numberText(fields.thumbnailFrame),
    templateJson: fields.templateJson ?? '',
  };
}

/** "Promo, Summer ,," → ["Promo", "Summer"]. */
const listOf = (text: string) =>
  text
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);

/** Empty is "not given"; anything else is read as a number (NaN for words, which zod names). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
const optionalNumberOf = (text: string) => numberOf(text) ?? null;
const optionalTextOf = (text: string) => (text.trim() === '' ? null : text);

/** The values as the contract's templateFieldsSchema reads them, for it to judge. */
export function fieldsInputOf(values: TemplateFormValues): Record<string, unknown> {
  return {
    kind: values.kind,
    sku: optionalTextOf(values.sku),
    templateName: values.templateName,
    templateDescription: values.templateDescription,
    templateCategory: listOf(values.templateCategory),
    templateSection: listOf(values.templateSection),
    templateCompatibility: listOf(values.templateCompatibility),
    templatePrice: numberOf(values.templatePrice),
    templatePriceIND: optionalNumberOf(values.templatePriceIND),
    videoLayout: values.videoLayout,
    // Only a video template has a green-screen window.
    greenScreenLayout: values.kind === 'video' ? optionalTextOf(values.greenScreenLayout) : null,
    thumbnailFrame: optionalNumberOf(values.thumbnailFrame),
    templateJson: optionalTextOf(values.templateJson),
  };
}

const isFormField = (name: string): name is TemplateFormField =>
  (templateForm.order as readonly string[]).includes(name);

/**
 * The server's field messages on this form's fields: a validation failure names
 * `fields.templatePrice` (or `fields.templateCategory.2`, a list's item), a refusal such as a
 * taken sku names its `field`.
 */
export function serverFieldErrors(error: unknown): FieldErrors<TemplateFormField> {
  const found: FieldErrors<TemplateFormField> = {};
  for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
    const field = name.replace(/^fields\./, '').split('.')[0] ?? '';
    if (isFormField(field)) found[field] ??= message;
  }
  return found;
}
