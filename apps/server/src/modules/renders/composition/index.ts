export {
  compositionArgs,
  outputSizeOf,
  type CompositionCommand,
  type CompositionInput,
} from './composition-args';
export { layerCompositionArgs, type LayerCompositionInput } from './layer-composition-args';
export { CompositionError, type CompositionFailure } from './composition-error';
export {
  loadTemplateMedia,
  loadUploadMedia,
  type TemplateMedia,
  type UploadMedia,
} from './composition-media';
export { PREVIEW_HEIGHT, type CompositionVariant } from './encoding';
export { runComposition, type RunCompositionOptions } from './run-composition';
export { windowBoxOf } from './window-box';
export { previewWatermarkFilter, PREVIEW_WATERMARK_TEXT } from './preview-watermark';
