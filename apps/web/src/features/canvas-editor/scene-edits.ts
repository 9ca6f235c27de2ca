import {
  DEFAULT_SCENE_FONT,
  SCENE_MAX_LAYERS,
  type RenderFit,
  type Scene,
  type SceneLayer,
  type TextLayer,
} from '@frameshop/contract';
import { layoutText, type TextMeasurer } from '@frameshop/scene-renderer';
import { isEditable, type EditableLayer } from './layer-frame';
import { LOGO_ID_PREFIX } from './layer-names';

/**
 * The edits a buyer makes to a scene, as pure functions from one scene to the next: the undo
 * stack keeps every scene they produce. Text is laid out anew (with the bundled fonts, ADR 16)
 * whenever its words, face, size or width change, so the stored lines are always the text's.
 */

export function replaceLayer(scene: Scene, id: string, next: SceneLayer): Scene {
  return { ...scene, layers: scene.layers.map((layer) => (layer.id === id ? next : layer)) };
}

/** The text layer with its lines laid out for its current text, face, size and width. */
export function laidOut(measurer: TextMeasurer, layer: TextLayer): TextLayer {
  return { ...layer, lines: layoutText(measurer, layer) };
}

/** A buyer's layer changed: text is laid out again when anything that wraps it changed. */
export function updateLayer(
  scene: Scene,
  measurer: TextMeasurer,
  id: string,
  change: (layer: EditableLayer) => EditableLayer,
): Scene {
  const layer = scene.layers.find((candidate) => candidate.id === id);
  if (!isEditable(layer)) return scene;
  let next = change(layer);
  if (next.type === 'text' && layer.type === 'text' && wrapsDifferently(layer, next)) {
    next = laidOut(measurer, next);
  }
  return replaceLayer(scene, id, next);
}

const wrapsDifferently = (before: TextLayer, after: TextLayer) =>
  before.text !== after.text ||
  before.font !== after.font ||
  before.size !== after.size ||
  before.maxWidth !== after.maxWidth;

/** A text layer's words replaced (as typed in place on the canvas), laid out anew. */
export function setText(scene: Scene, measurer: TextMeasurer, id: string, text: string): Scene {
  return updateLayer(scene, measurer, id, (layer) =>
    layer.type === 'text' ? { ...layer, text } : layer,
  );
}

/** Hidden or locked, for any layer; the template's own layers stay locked (ADR 16). */
export function setFlag(scene: Scene, id: string, flag: 'hidden' | 'locked', value: boolean) {
  const layer = scene.layers.find((candidate) => candidate.id === id);
  if (!layer || (flag === 'locked' && !isEditable(layer))) return scene;
  return replaceLayer(scene, id, { ...layer, [flag]: value });
}

/** One step up (towards the top, drawn later) or down the z-order; the backdrop stays last. */
export function moveInOrder(scene: Scene, id: string, direction: 'up' | 'down'): Scene {
  const index = scene.layers.findIndex((layer) => layer.id === id);
  const target = direction === 'up' ? index + 1 : index - 1;
  const other = scene.layers[target];
  if (index < 0 || !other || other.type === 'background') return scene;
  const layers = [...scene.layers];
  [layers[index], layers[target]] = [other, layers[index]!];
  return { ...scene, layers };
}

/** Removes a buyer's layer; the template's own are not the buyer's to delete. */
export function removeLayer(scene: Scene, id: string): Scene {
  const layer = scene.layers.find((candidate) => candidate.id === id);
  if (!isEditable(layer) || layer.locked) return scene;
  return { ...scene, layers: scene.layers.filter((candidate) => candidate !== layer) };
}

export const canAddLayer = (scene: Scene) => scene.layers.length < SCENE_MAX_LAYERS;

/** A fresh id, `text-1`, `text-2`…, that no layer of the scene has. */
function freshId(scene: Scene, prefix: string): string {
  const taken = new Set(scene.layers.map((layer) => layer.id));
  let number = 1;
  while (taken.has(`${prefix}-${number}`)) number += 1;
  return `${prefix}-${number}`;
}

/** A new line of white text on top, centred, sized for the comp; answers the scene and its id. */
export function addTextLayer(scene: Scene, measurer: TextMeasurer, text = 'Your text') {
  const id = freshId(scene, 'text');
  const size = Math.max(24, Math.round(Math.min(scene.width, scene.height) / 12));
  const maxWidth = Math.round(scene.width * 0.7);
  const layer = laidOut(measurer, {
    id,
    type: 'text',
    text,
    font: DEFAULT_SCENE_FONT,
    size,
    color: '#ffffff',
    align: 'center',
    lineHeight: 1.2,
    x: Math.round((scene.width - maxWidth) / 2),
    y: Math.round(scene.height / 2 - size * 0.6),
    rotation: 0,
    maxWidth,
    lines: [],
    hidden: false,
    locked: false,
  });
  return { scene: { ...scene, layers: [...scene.layers, layer] }, id };
}

/**
 * A new empty photo slot (the owner's template mode): centred, two fifths of the comp each way,
 * just under the template's design when it has one, so it shows through the design's window as
 * the first slot does; on top otherwise. Answers the scene and its id.
 */
export function addPhotoSlot(scene: Scene) {
  const id = freshId(scene, 'photo');
  const width = Math.round(scene.width * 0.4);
  const height = Math.round(scene.height * 0.4);
  const layer = imageLayer(id, null, 'fill', {
    x: Math.round((scene.width - width) / 2),
    y: Math.round((scene.height - height) / 2),
    width,
    height,
  });
  const design = scene.layers.findLastIndex((candidate) => candidate.type === 'overlay');
  const at = design < 0 ? scene.layers.length : design;
  const layers = [...scene.layers.slice(0, at), layer, ...scene.layers.slice(at)];
  return { scene: { ...scene, layers }, id };
}

/** The share of the comp's width (or height, for a tall logo) a logo is placed at. */
const LOGO_SHARE = 0.25;

/**
 * A brand kit's logo, already one of the buyer's uploads (`uploadId`), placed on top of the design
 * in the top right corner at its own proportions (`width` × `height`), whole (`fit`); answers
 * the scene and its id.
 */
export function addLogoLayer(
  scene: Scene,
  uploadId: string,
  logo: { width: number; height: number },
) {
  const id = freshId(scene, LOGO_ID_PREFIX);
  const scale = Math.min(
    (scene.width * LOGO_SHARE) / logo.width,
    (scene.height * LOGO_SHARE) / logo.height,
  );
  const width = Math.max(1, Math.round(logo.width * scale));
  const height = Math.max(1, Math.round(logo.height * scale));
  const margin = Math.round(Math.min(scene.width, scene.height) * 0.04);
  const layer = imageLayer(id, uploadId, 'fit', {
    x: scene.width - width - margin,
    y: margin,
    width,
    height,
  });
  return { scene: { ...scene, layers: [...scene.layers, layer] }, id };
}

function imageLayer(
  id: string,
  uploadId: string | null,
  fit: RenderFit,
  box: { x: number; y: number; width: number; height: number },
): SceneLayer {
  return {
    id,
    type: 'image',
    uploadId,
    box,
    fit,
    zoom: 1,
    panX: 0,
    panY: 0,
    rotation: 0,
    hidden: false,
    locked: false,
  };
}
