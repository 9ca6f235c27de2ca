import type {
  MediaState,
  TemplateKind,
  TemplateMediaRole,
  TemplateStatus,
} from '@frameshop/contract';

/**
 * The dashboard's own words about the owner's catalogue, where the contract's TemplateAdminMessage
 * (what the server says) has none: labels, confirmations and the states of an upload.
 */
export const OwnerCatalogueText = {
  newTemplate: 'New template',
  importManifest: 'Import manifest',
  noTemplates: 'No templates yet: add the first with New template.',
  editTemplate: 'Edit template',
  backToTemplates: 'Back to templates',
  publish: 'Publish',
  retire: 'Retire',
  retireConfirm:
    'Retire this template? It leaves every list and search; everyone who bought it keeps it.',
  publicPage: 'Public page',
  save: 'Save template',
  create: 'Create template',
  saving: 'Saving…',
  saved: 'Template saved.',
  reload: 'Reload',
  mediaAfterCreate: 'Create the template first; its media are uploaded here once it exists.',
  composition: 'Composition (templateJson)',
  compositionHint:
    'The canvas buyers design on in the editors and the size of their exports: JSON with at least a width and height, and its layers. Left empty, it is the uploaded file’s size, filled in here once the file is prepared (1920×1080 until then).',
  uploadPaused: 'Upload paused — retrying…',
  uploadDone: 'Upload finished. The media are being prepared.',
  uploadDoneReady: 'Upload finished. The media are ready.',
  uploadDoneFailed: 'Upload finished, but the media could not be made from it: see why above.',
  cancelUpload: 'Cancel upload',
  uploadCancelled: 'Upload cancelled. Choose the same file again to continue it.',
  uploadedAlready: 'A file is uploaded; choosing another replaces it.',
  asBuyerSees: 'As a buyer sees it',
  asBuyerSeesHint: 'The template’s card as the catalogue lists it.',
  media: 'Media',
  noMedia: 'No media yet: upload the template’s files below.',
  preparingMedia: 'Preparing the media',
  mediaFailed: 'The media could not be prepared',
  poster: 'Poster',
  preview: 'Preview',
  samplePreview: 'Free preview with a sample photo',
  samplePreviewHint:
    'Rendered by our servers as a buyer’s free preview is: 540p, watermarked, with the starting scene’s text and a sample photo in the window. It is free and counts towards your free previews this hour.',
  renderSample: 'Render free preview',
  renderSampleAgain: 'Render again',
  sampleProgress: 'Sample preview progress',
  /** What the live region calls the render ("The sample preview is queued."). */
  sampleName: 'The sample preview',
  sampleStarting: 'Starting the sample preview…',
  sampleVideo: (templateName: string) => `Free preview of ${templateName} with a sample photo`,
} as const;

export const STATUS_LABELS: Record<TemplateStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  retired: 'Retired',
};

/** "Missing media", "Preparing 45%", "Ready", "Failed". */
export function mediaStateLabel(state: MediaState, progress: number): string {
  switch (state) {
    case 'missing':
      return 'Missing media';
    case 'preparing':
      return `Preparing ${asPercent(progress)}%`;
    case 'ready':
      return 'Ready';
    case 'failed':
      return 'Failed';
  }
}

/** 0–1 as a whole percent, clamped. */
export function asPercent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

export const KIND_LABELS: Record<TemplateKind, string> = {
  video: 'Video template',
  image: 'Image template',
  'direct-sell': 'Ready-made video',
};

/** What each of a kind's files is, as the upload control names it. */
export function mediaRoleLabel(kind: TemplateKind, role: TemplateMediaRole): string {
  if (role === 'overlay') return 'Overlay PNG (transparent window)';
  if (role === 'mask') return 'Mask clip (optional)';
  return kind === 'video' ? 'Template clip (green-screen window)' : 'Finished video';
}
