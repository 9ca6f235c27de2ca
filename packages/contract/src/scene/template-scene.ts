import { compSizeOf, readTemplateJson } from './comp-size';
import { sceneBoxSchema, sceneSchema, type Scene, type SceneLayer } from './scene-schema';

/** The backdrop of a template whose JSON describes no layers. */
const DEFAULT_BACKGROUND = '#000000';

/**
 * The scene a buyer starts from: the comp size from the template's JSON (1920×1080 when it cannot
 * be read) and the layers the template describes under `layers` (its background, its overlay and
 * window, empty photo slots, text with its lines laid out). A template that describes none, or
 * whose layers are not a valid scene, starts from its backdrop and, when it has a `window`, its
 * overlay: the editors then still open.
 */
export function templateScene(templateJson: unknown): Scene {
  const size = compSizeOf(templateJson);
  const json = readTemplateJson(templateJson);
  const described = sceneSchema.safeParse({ version: 1, ...size, layers: json.layers });
  if (described.success) return described.data;
  const window = sceneBoxSchema.safeParse(json.window);
  const layers: SceneLayer[] = [
    {
      id: 'background',
      type: 'background',
      color: DEFAULT_BACKGROUND,
      hidden: false,
      locked: true,
    },
  ];
  if (window.success) {
    layers.push({
      id: 'overlay',
      type: 'overlay',
      window: window.data,
      hidden: false,
      locked: true,
    });
  }
  return { version: 1, ...size, layers };
}
