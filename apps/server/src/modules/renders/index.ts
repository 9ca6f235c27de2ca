/**
 * Renders: a user's photo or video composed into a video template's window with ffmpeg. The order,
 * its queue and the worker build on the composition engine exported here.
 */
export * from './composition';
export {
  storedTemplateSources,
  type TemplateForRender,
  type TemplateRenderFiles,
  type TemplateSourceResolver,
} from './template-sources';
