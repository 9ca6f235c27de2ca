import type { TemplateMediaKeys } from '../catalogue';
import { CompositionError } from './composition';

/** The storage keys a render composes from: the template's full-size clip and its keyed mask. */
export interface TemplateRenderFiles {
  sourceKey: string;
  maskKey: string;
}

/** The template as a render finds it in the catalogue. */
export interface TemplateForRender {
  id: number;
  name: string;
  media: TemplateMediaKeys;
}

/**
 * Answers where a video template's full-size source and mask are, making them first where the
 * store knows how (the demo catalogue makes its sources on the first render that needs one, so
 * the first start stays quick). It must be safe to call from several renders at once.
 */
export type TemplateSourceResolver = (template: TemplateForRender) => Promise<TemplateRenderFiles>;

/** Templates ingested with their source and mask: the keys are on the row. */
export const storedTemplateSources: TemplateSourceResolver = async (template) => {
  const { source, mask } = template.media;
  if (!source || !mask) {
    throw new CompositionError(
      'bad-template',
      'This template cannot be rendered yet. Please try another template or contact support.',
      `template ${template.id} has no ${source ? 'mask' : 'source'}`,
    );
  }
  return { sourceKey: source, maskKey: mask };
};
