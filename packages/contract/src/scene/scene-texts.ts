import type { Scene, TextLayer } from './scene-schema';

/**
 * A scene's visible text layers alone, in their order, or null when it has none: what a render of
 * an upload into a video template's window burns in over the video (Add Photo or Video). Its
 * photo slots are left out, because there the window shows the upload itself, placed by the
 * render; the browser's live preview draws the same texts over the same picture.
 */
export function sceneTexts(scene: Scene): Scene | null {
  const texts = scene.layers.filter(
    (layer): layer is TextLayer => layer.type === 'text' && !layer.hidden,
  );
  return texts.length > 0 ? { ...scene, layers: texts } : null;
}
