/**
 * Where the reduced copy of an uploaded video that free previews are cut from is kept: beside the
 * upload, private to its owner like it, and removed with it.
 */
export const uploadPreviewProxyKey = (storageKey: string) =>
  `${storageKey.replace(/\.[^./]+$/, '')}-preview.mp4`;
