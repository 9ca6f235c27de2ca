/**
 * What a buyer pays for is never at a public address (ADR 13): the size limit and watermark of the
 * public previews of paid files, and the step that moves files stored before that rule under
 * `private/`. No endpoints: the server runs the step at start-up, the demo catalogue uses the rest.
 */
export { maskPreviewArgs, overlayPreviewArgs } from './preview-args';
export { PAID_PREVIEW_MAX_SIDE, previewSizeOf } from './preview-size';
export { rekeyPaidMedia } from './rekey-paid-media';
