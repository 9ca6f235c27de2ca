import type { SceneLayer, TextLayer } from '@frameshop/contract';
import { DEFAULT_SCENE_FONT, lineHeightPx, sceneFontCss } from '@frameshop/contract';
import { layoutText } from '@frameshop/scene-renderer';
import { createCanvas } from '@napi-rs/canvas';
import { startingLayers } from '../modules/owner-catalogue';
import { useSceneFonts } from '../modules/scene-export';
import { even, PALETTES, TITLE_BAND, type Size } from './demo-look';
import type { DemoImageTemplate, DemoText, DemoVideoTemplate } from './demo-templates';

/** The words an image template's title band starts with: the buyer's to change or remove. */
export const BAND_TITLE_PLACEHOLDER = 'Your title here';

/** The id of the text layer on a demo template's title band. */
export const BAND_TITLE_ID = 'band-title';

type Box = Size & { x: number; y: number };

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/**
 * The scene layers a demo template describes in its JSON: its backdrop, the buyer's photo slot,
 * its overlay and window, and its text. The photo fills the window: in a video template's export
 * it is burnt in over the video's green-screen window with the text, so a design whose photo
 * fills the slot never shows the raw green (and one whose slot is empty is not exported). Text
 * sits at the foot of the window as a caption, headline first, and on the title band, laid out
 * once here with the bundled fonts, as the editor would.
 */
export function demoSceneLayers(
  template: DemoImageTemplate | DemoVideoTemplate,
  window: Box,
  canvas: Size,
): SceneLayer[] {
  const palette = PALETTES[template.palette];
  const layers = startingLayers(window).map((layer) =>
    layer.type === 'background' ? { ...layer, color: hex(palette.colors[0]) } : layer,
  );
  // Both kinds draw the dark title band empty: its words are the buyer's text. An image
  // template's start as a placeholder; a video template's as its name, which its renders showed
  // when the name was part of the video, so a buyer who never edits the words still gets them.
  const title = template.kind === 'image' ? BAND_TITLE_PLACEHOLDER : template.name;
  return [
    ...layers,
    ...captions(template.texts ?? [], window, `#${palette.accent}`),
    bandTitle(canvas, title),
  ];
}

/**
 * Words on the title band at the foot of a demo template, where the band's picture left room for
 * them (demo-media-recipes' `titleBand` and `titleBandLayer`): white, left-aligned, centred in the
 * band's height, on one line, smaller when a long name would not fit at the band's size.
 */
function bandTitle(canvas: Size, text: string): TextLayer {
  useSceneFonts();
  const height = even(canvas.height * TITLE_BAND);
  const padding = even(canvas.width * 0.05);
  const maxWidth = canvas.width - 2 * padding;
  const measure = measureContext();
  const largest = Math.round(height * 0.42);
  measure.font = sceneFontCss(DEFAULT_SCENE_FONT, largest);
  const width = measure.measureText(text).width;
  const size = width > maxWidth ? Math.floor((largest * maxWidth) / width) : largest;
  const fields = { text, font: DEFAULT_SCENE_FONT, size, maxWidth };
  const layer = { ...fields, lineHeight: 1.2, lines: layoutText(measure, fields) };
  return {
    ...layer,
    id: BAND_TITLE_ID,
    type: 'text',
    hidden: false,
    locked: false,
    color: '#ffffff',
    align: 'left',
    x: padding,
    y: Math.round(canvas.height - height + (height - layer.lines.length * lineHeightPx(layer)) / 2),
    rotation: 0,
  };
}

const measureContext = () => createCanvas(1, 1).getContext('2d');

/** Text layers stacked up from the foot of the window, the headline larger than the rest. */
function captions(texts: readonly DemoText[], window: Box, color: string): TextLayer[] {
  if (texts.length === 0) return [];
  useSceneFonts();
  const measure = measureContext();
  const margin = Math.round(window.width * 0.06);
  const laidOut = texts.map((line, index) => {
    const fields = {
      text: line.text,
      font: line.font,
      size: Math.round(window.width * (index === 0 ? 0.09 : 0.055)),
      maxWidth: window.width - 2 * margin,
    };
    return { ...fields, lineHeight: 1.2, lines: layoutText(measure, fields) };
  });
  let bottom = window.y + window.height - margin;
  const placed: TextLayer[] = [];
  for (const [index, layer] of [...laidOut.entries()].reverse()) {
    const height = layer.lines.length * lineHeightPx(layer);
    bottom -= height;
    placed.unshift({
      ...layer,
      id: index === 0 ? 'headline' : `caption-${index}`,
      type: 'text',
      hidden: false,
      locked: false,
      color,
      align: 'center',
      x: window.x + margin,
      y: Math.round(bottom),
      rotation: 0,
    });
  }
  return placed;
}
