/**
 * One renderer for scenes (`@frameshop/contract`'s scene document), used by the browser's editors
 * and by the server's exports alike. It depends on no platform: it draws on whatever Canvas 2D
 * context it is given.
 */
export { BUNDLED_FONT_FILES } from './bundled-fonts';
export { drawScene, type DrawSceneOptions, type SceneAssets } from './draw-scene';
export { fitText, smallestReadableSize } from './fit-text';
export { layoutText, type TextMeasurer } from './layout-text';
export { loadBundledFonts } from './load-bundled-fonts';
export { registerBundledFonts } from './register-bundled-fonts';
