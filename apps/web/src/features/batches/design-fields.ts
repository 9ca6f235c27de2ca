import { photoSlotName, type Scene } from '@frameshop/contract';

/** A field of the design a sheet's column fills: a visible text layer or a photo slot. */
export interface DesignField {
  layerId: string;
  kind: 'text' | 'photo';
  /** How the page names it: the layer's current text, or "Photo 1", "Photo 2", … */
  label: string;
}

const MAX_LABEL = 40;

const shortened = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim() || 'Empty text';
  return line.length > MAX_LABEL ? `${line.slice(0, MAX_LABEL - 1)}…` : line;
};

/** The design's fields in the scene's order: each visible text layer and each photo slot. */
export function designFields(scene: Scene): DesignField[] {
  const fields: DesignField[] = [];
  for (const layer of scene.layers) {
    if (layer.hidden) continue;
    if (layer.type === 'text') {
      fields.push({ layerId: layer.id, kind: 'text', label: shortened(layer.text) });
    } else if (layer.type === 'image') {
      fields.push({ layerId: layer.id, kind: 'photo', label: photoSlotName(scene, layer.id) });
    }
  }
  return fields;
}

/** A name compared as people type it: any case, without spaces, dashes or underscores. */
export const comparable = (name: string) => name.toLowerCase().replace(/[\s_\-.]+/g, '');

/** What a lone photo slot's column may be called besides its label and id. */
const PHOTO_WORDS = new Set([
  'photo',
  'photos',
  'picture',
  'image',
  'file',
  'filename',
  'photofile',
]);

/** Which column fills a field, by column index; null when none does. */
export type ColumnMatch = Record<string, number | null>;

/**
 * Each field's column, found by name (any case, spaces ignored): the layer's id or its label, or,
 * for a design with one photo slot, a column called "photo", "image", "file name" and the like.
 * A column fills one field at most; the first field that names it takes it.
 */
export function matchColumns(
  fields: readonly DesignField[],
  columns: readonly string[],
): ColumnMatch {
  const taken = new Set<number>();
  const loneSlot = fields.filter((field) => field.kind === 'photo').length === 1;
  const match: ColumnMatch = {};
  for (const field of fields) {
    const names = new Set([comparable(field.layerId), comparable(field.label)]);
    const index = columns.findIndex((column, at) => {
      if (taken.has(at)) return false;
      const name = comparable(column);
      return names.has(name) || (field.kind === 'photo' && loneSlot && PHOTO_WORDS.has(name));
    });
    match[field.layerId] = index >= 0 ? index : null;
    if (index >= 0) taken.add(index);
  }
  return match;
}

/** The column that names each row's result: one called "name" (any case), if there is one. */
export function defaultNameColumn(columns: readonly string[]): number | null {
  const index = columns.findIndex((column) => comparable(column) === 'name');
  return index >= 0 ? index : null;
}
