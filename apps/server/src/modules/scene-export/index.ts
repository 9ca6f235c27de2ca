import type { SharedDependencies } from '../../shared-dependencies';
import { SceneExportService } from './scene-export.service';

/**
 * Scenes drawn on the server with the renderer the browser uses (`@frameshop/scene-renderer` on
 * `@napi-rs/canvas`): an image template's export as PNG or JPEG, and a video template's buyer
 * layers as a transparent PNG for the render pipeline. Export orders (`export-orders`) and the render job call it.
 */
export {
  drawScenePicture,
  SCENE_JPEG_QUALITY,
  type ScenePicture,
  type ScenePictureFormat,
} from './scene-picture';
export { encodePng } from './png-encoding';
export { useSceneFonts } from './scene-fonts';
export { parseScene } from './scene-validation';
export { checkScenePhotos } from './scene-assets';
export { SceneExportService } from './scene-export.service';

export const createSceneExportService = ({
  db,
  storage,
}: Pick<SharedDependencies, 'db' | 'storage'>) => new SceneExportService({ db, storage });
