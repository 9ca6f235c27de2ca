import type { TemplateSourceResolver } from '../../template-sources';
import { CompositionError } from './composition';

export type {
  TemplateForRender,
  TemplateRenderFiles,
  TemplateSourceResolver,
} from '../../template-sources';

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
