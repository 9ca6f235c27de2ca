/**
 * Where renders find a video template's full-size files: types only, kept out of the modules so that
 * `shared-dependencies.ts`, which every module's plugin reads, imports no module (ADR 10).
 */

/** The storage keys a render composes from: the template's full-size clip and its keyed mask. */
export interface TemplateRenderFiles {
  sourceKey: string;
  maskKey: string;
}

/** The template as a render finds it in the catalogue. */
export interface TemplateForRender {
  id: number;
  name: string;
  media: { source?: string; mask?: string };
}

/**
 * Answers where a video template's full-size source and mask are, making them first where the
 * store knows how (the demo catalogue makes its sources on the first render that needs one, so
 * the first start stays quick). It must be safe to call from several renders at once.
 */
export type TemplateSourceResolver = (template: TemplateForRender) => Promise<TemplateRenderFiles>;
