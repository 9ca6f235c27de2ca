/**
 * One scene, drawn by one piece of code in the browser and on the server: the document, its
 * limits and fonts, and the geometry both the validation and the renderer use.
 */
export * from './comp-size';
export * from './photo-slot-name';
export * from './scene-fonts';
export * from './scene-geometry';
export * from './scene-limits';
export * from './scene-schema';
export * from './scene-texts';
export * from './template-scene';
