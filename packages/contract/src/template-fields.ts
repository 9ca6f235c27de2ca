import { z } from 'zod';
import { DEFAULT_LAYOUT } from './catalogue';
import { fieldLabel, multilineText, text } from './fields';
import { jsonNestingDepth } from './json-depth';
import { templateKindSchema } from './template-kind';

/**
 * The owner's catalogue: templates made, edited, priced, published and retired in the dashboard
 * (and from a manifest, with the same fields). Field names are the spec's entity fields
 * (catalogue-and-commerce spec, section 3); `sku` is the owner's own stable key for a manifest row.
 */

/** The frame shapes a template may have; anything else is refused. */
export const TEMPLATE_LAYOUTS = ['16:9', '9:16', '1:1', '4:5', '4:3', '3:4'] as const;
export const templateLayoutSchema = z.enum(TEMPLATE_LAYOUTS, {
  error: (issue) =>
    `${fieldLabel(issue.path)} must be one of ${TEMPLATE_LAYOUTS.join(', ')} (a width:height frame)`,
});

/** The highest price in credits a template may have (a pack's worth many times over). */
export const TEMPLATE_PRICE_MAX = 100_000;
/** The latest poster time, in seconds (the longest upload is 600 s). */
export const THUMBNAIL_FRAME_MAX = 600;
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
/** The widest and tallest a template may be, in its fields and in its owner's files. */
export const TEMPLATE_MAX_SIDE = 8192;
/** How deep a template's JSON may nest: a real one (its size, window and layers) needs a handful. */
export const TEMPLATE_JSON_MAX_DEPTH = 32;

const price = () =>
  z
    .number({ error: (issue) => `${fieldLabel(issue.path)} must be a number of credits` })
    .int({ error: (issue) => `${fieldLabel(issue.path)} must be a whole number of credits` })
    .min(0, { error: (issue) => `${fieldLabel(issue.path)} cannot be negative` })
    .max(TEMPLATE_PRICE_MAX, {
      error: (issue) => `${fieldLabel(issue.path)} can be at most ${TEMPLATE_PRICE_MAX} credits`,
    });

const label = () => text().trim().min(1).max(60);
const labels = () => z.array(label()).max(20).default([]);

export const TemplateAdminMessage = {
  notFound: 'Template not found',
  nameMissing: 'Give the template a name',
  revisionConflict:
    'Someone else saved this template since you opened it. Reload it to see their changes, then make yours again.',
  notReady: 'Add the template’s media and wait until it is prepared before publishing.',
  statusMove: (from: string, to: string) =>
    `A ${from} template cannot be made ${to}: a draft is published, a published one retired, a retired one published again.`,
  ownedStaysOnSale: 'Buyers own this template: it can be retired, not made a draft again.',
  cannotDelete: 'Only a draft that nobody ever bought can be deleted; retire it instead.',
  skuTaken: (sku: string) => `Another template already has the sku ${sku}.`,
  kindFixed: 'A template’s kind cannot change once it is made.',
  roleNotForKind: (role: string, kind: string) => `A ${kind} template takes no ${role} file.`,
  uploadOffset: (received: number) =>
    `The upload continues from byte ${received}; send the file from there.`,
  uploadTooLarge: (limit: string) => `The file is larger than ${limit}.`,
  badTemplateJson:
    'templateJson is not JSON with a width and height; the template takes the uploaded file’s size (1920×1080 until one is uploaded).',
  templateJsonTooDeep: `templateJson nests more than ${TEMPLATE_JSON_MAX_DEPTH} levels deep; a template’s JSON needs only a few (its size, window and layers).`,
} as const;

/** What the owner writes about a template; its media are uploaded and prepared separately. */
export const templateFieldsSchema = z
  .object({
    kind: z.enum(templateKindSchema.options, {
      error: (issue) => `${fieldLabel(issue.path)} must be video, image or direct-sell`,
    }),
    sku: z
      .string()
      .trim()
      .regex(SKU_PATTERN, 'sku is 1 to 80 letters, digits, dots, dashes or underscores')
      .nullable()
      .default(null),
    templateName: text({ whenMissing: TemplateAdminMessage.nameMissing })
      .trim()
      .min(1, TemplateAdminMessage.nameMissing)
      .max(120),
    templateDescription: multilineText().trim().max(5000).default(''),
    templateCategory: labels(),
    templateSection: labels(),
    templateCompatibility: labels(),
    templatePrice: price(),
    /** The India price; null: the global price applies there too. */
    templatePriceIND: price().nullable().default(null),
    videoLayout: templateLayoutSchema.default(DEFAULT_LAYOUT),
    /** Defaults to videoLayout. */
    greenScreenLayout: templateLayoutSchema.nullable().default(null),
    /**
     * The composition (JSON text with at least a width and height); when it is not, the uploaded
     * file's (1920×1080 until one is).
     */
    templateJson: multilineText()
      .max(200_000)
      .refine((text) => jsonNestingDepth(text) <= TEMPLATE_JSON_MAX_DEPTH, {
        error: () => TemplateAdminMessage.templateJsonTooDeep,
      })
      .nullable()
      .default(null),
    /** The poster's time in the clip, in seconds. */
    thumbnailFrame: z
      .number()
      .min(0, 'thumbnailFrame cannot be negative')
      .max(THUMBNAIL_FRAME_MAX)
      .nullable()
      .default(null),
  })
  .strict();
export type TemplateFields = z.output<typeof templateFieldsSchema>;
export type TemplateFieldsInput = z.input<typeof templateFieldsSchema>;
