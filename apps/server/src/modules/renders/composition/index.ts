export {
  compositionArgs,
  outputSizeOf,
  type CompositionCommand,
  type CompositionInput,
} from './composition-args';
export { layerCompositionArgs } from './layer-composition-args';
export { CompositionError } from './composition-error';
export { loadTemplateMedia, loadUploadMedia, type TemplateMedia } from './composition-media';
export { PREVIEW_HEIGHT, type CompositionVariant } from './encoding';
export { runComposition } from './run-composition';
export { windowBoxOf } from './window-box';
export { previewWatermarkFilter } from './preview-watermark';
