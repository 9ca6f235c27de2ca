import type { MediaPreparation, TemplateRow } from './catalogue.schema';

export const NO_PREPARATION: MediaPreparation = {
  uploaded: {},
  state: 'missing',
  progress: 0,
  message: null,
};

/** A template from before the owner's catalogue (the demo's) has media and no preparation. */
export const preparationOf = (row: TemplateRow): MediaPreparation =>
  row.preparation ?? {
    ...NO_PREPARATION,
    state: row.media.poster ? 'ready' : 'missing',
    progress: row.media.poster ? 1 : 0,
  };
