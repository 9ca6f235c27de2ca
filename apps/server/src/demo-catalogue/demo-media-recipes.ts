import { GREEN_SCREEN_HEX, GREEN_SCREEN_MASK_FILTER } from '../modules/media';
import type { TemplateMediaKeys } from '../modules/catalogue';
import {
  backgroundGraph,
  CANVAS,
  COMPILED,
  even,
  fittingFontSize,
  FPS,
  PALETTES,
  PREVIEW,
  safeText,
  TITLE_BAND,
  WINDOWS,
  windowPixels,
  type Palette,
  type Size,
  type WindowBox,
} from './demo-look';
import type {
  DemoDirectSellTemplate,
  DemoImageTemplate,
  DemoTemplate,
  DemoVideoTemplate,
} from './demo-templates';

export type MediaField = keyof TemplateMediaKeys;

/**
 * One ffmpeg run that makes all media of one template: starting ffmpeg costs more than many of the
 * small files it writes. Output keys get a hash of the arguments, so a changed recipe is a new file.
 */
export interface MediaRecipe {
  /** What the run makes: media field → key before the hash, e.g. `public/demo/x/preview.mp4`. */
  outputs: Partial<Record<MediaField, string>>;
  /** The arguments, given where each output is to be written. */
  args(outputs: Record<string, string>): string[];
}

export const PREVIEW_SECONDS = 4;
/** Two seconds in: past every fade-in. */
const POSTER_FRAME = 2 * FPS;

// The fastest x264 preset: the whole demo set is made while a new user waits for the first start,
// and these smooth, synthetic pictures compress well anyway. `+faststart` lets a video play before
// it has fully loaded.
// prettier-ignore
const PREVIEW_ENCODING = [
  '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '27', '-pix_fmt', 'yuv420p',
  '-movflags', '+faststart', '-an',
];
// prettier-ignore
const COMPILED_ENCODING = [
  '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '25', '-pix_fmt', 'yuv420p',
  '-movflags', '+faststart', '-an',
];
const POSTER_QUALITY = ['-q:v', '3'];

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function demoMediaRecipe(template: DemoTemplate, font: string | undefined): MediaRecipe {
  switch (template.kind) {
    case 'video':
      return videoTemplateRecipe(template, font);
    case 'image':
      return imageTemplateRecipe(template, font);
    case 'direct-sell':
      return directSellRecipe(template, font);
  }
}

/**
 * A video template: an animated clip with a pure green window and a title band, its poster, and the
 * window keyed into a mask, as every template is keyed once at ingest.
 */
function videoTemplateRecipe(template: DemoVideoTemplate, font: string | undefined): MediaRecipe {
  const dir = `public/demo/${slugOf(template.name)}`;
  const size = PREVIEW[template.layout];
  const palette = PALETTES[template.palette];
  const window = windowPixels(windowOf(template), size);
  const band = titleBand(template.name, size, font);
  const progress = even(size.height * 0.012);
  const graph =
    `${backgroundGraph(template.style, palette, size, PREVIEW_SECONDS, 'bg')};` +
    // An accent bar grows along the band; drawbox sizes are fixed, so the bar is a moving overlay.
    `color=c=0x${palette.accent}:s=${size.width}x${progress}:r=${FPS}:d=${PREVIEW_SECONDS}[bar];` +
    `[bg]${frame(size, palette)},${band.filters}[banded];` +
    `[banded][bar]overlay=x='-w+w*t/${PREVIEW_SECONDS}':y=${band.top}:shortest=1,` +
    `drawbox=x=${window.x}:y=${window.y}:w=${window.width}:h=${window.height}:` +
    `color=${GREEN_SCREEN_HEX}:t=fill,split=3[clip][still][key];` +
    `[still]select='eq(n,${POSTER_FRAME})'[poster];` +
    `[key]select='eq(n,0)',${GREEN_SCREEN_MASK_FILTER}[mask]`;
  return {
    outputs: {
      preview: `${dir}/preview.mp4`,
      poster: `${dir}/poster.jpg`,
      mask: `${dir}/mask.png`,
    },
    // prettier-ignore
    args: (out) => [
      '-filter_complex', graph,
      '-map', '[clip]', '-t', String(PREVIEW_SECONDS), ...PREVIEW_ENCODING, '-y', at(out, 'preview'),
      '-map', '[poster]', '-frames:v', '1', ...POSTER_QUALITY, '-y', at(out, 'poster'),
      '-map', '[mask]', '-frames:v', '1', '-y', at(out, 'mask'),
    ],
  };
}

/**
 * An image template: a full-size PNG frame whose window is transparent, and a poster that shows it
 * over a stand-in photo.
 */
function imageTemplateRecipe(template: DemoImageTemplate, font: string | undefined): MediaRecipe {
  const dir = `public/demo/${slugOf(template.name)}`;
  const canvas = CANVAS[template.layout];
  const posterSize = PREVIEW[template.layout];
  const palette = PALETTES[template.palette];
  const photo = PALETTES[template.photo.palette];
  const window = windowPixels(windowOf(template), canvas);
  const edge = even(canvas.width * 0.008);
  const band = titleBand(template.name, canvas, font);
  const graph =
    `${backgroundGraph(template.style, palette, canvas, 1, 'bg')};` +
    `[bg]${frame(canvas, palette)},${band.filters},` +
    // An accent edge around the window; the window itself is cut out through the alpha below.
    `drawbox=x=${window.x - edge}:y=${window.y - edge}:w=${window.width + 2 * edge}:` +
    `h=${window.height + 2 * edge}:color=0x${palette.accent}@0.9:t=fill[design];` +
    `color=c=white:s=${canvas.width}x${canvas.height}:r=${FPS}:d=1,format=yuv420p,` +
    `drawbox=x=${window.x}:y=${window.y}:w=${window.width}:h=${window.height}:` +
    `color=black:t=fill[alpha];` +
    `[design][alpha]alphamerge,format=rgba,split=2[overlay][small];` +
    `${backgroundGraph(template.photo.style, photo, posterSize, 1, 'photo')};` +
    `[small]scale=${posterSize.width}:${posterSize.height}:flags=bicubic[framed];` +
    `[photo][framed]overlay=0:0:format=auto,format=yuv420p[poster]`;
  return {
    outputs: { overlay: `${dir}/overlay.png`, poster: `${dir}/poster.jpg` },
    // prettier-ignore
    args: (out) => [
      '-filter_complex', graph,
      '-map', '[overlay]', '-frames:v', '1', '-y', at(out, 'overlay'),
      '-map', '[poster]', '-frames:v', '1', ...POSTER_QUALITY, '-y', at(out, 'poster'),
    ],
  };
}

/**
 * A ready-made video: the full 720p-class film, private because it is what people pay for, plus a
 * short public teaser and a poster cut from the same frames.
 */
function directSellRecipe(template: DemoDirectSellTemplate, font: string | undefined): MediaRecipe {
  const slug = slugOf(template.name);
  const size = COMPILED[template.layout];
  const previewSize = PREVIEW[template.layout];
  const seconds = template.durationSeconds;
  const palette = PALETTES[template.palette];
  const scaleDown = `scale=${previewSize.width}:${previewSize.height}:flags=bicubic`;
  const graph =
    `${backgroundGraph(template.style, palette, size, seconds, 'bg')};` +
    `[bg]${centredTitle(template, size, palette, font)}` +
    `fade=t=in:st=0:d=0.6,fade=t=out:st=${(seconds - 0.8).toFixed(1)}:d=0.8,` +
    `split=3[film][teaser][still];` +
    `[teaser]trim=duration=${PREVIEW_SECONDS},${scaleDown}[preview];` +
    `[still]select='eq(n,${POSTER_FRAME})',${scaleDown}[poster]`;
  return {
    outputs: {
      compiled: `private/compiled/${slug}.mp4`,
      preview: `public/demo/${slug}/preview.mp4`,
      poster: `public/demo/${slug}/poster.jpg`,
    },
    // prettier-ignore
    args: (out) => [
      '-filter_complex', graph,
      '-map', '[film]', '-t', String(seconds), ...COMPILED_ENCODING, '-y', at(out, 'compiled'),
      '-map', '[preview]', ...PREVIEW_ENCODING, '-y', at(out, 'preview'),
      '-map', '[poster]', '-frames:v', '1', ...POSTER_QUALITY, '-y', at(out, 'poster'),
    ],
  };
}

export function windowOf(template: DemoVideoTemplate | DemoImageTemplate): WindowBox {
  const choices = WINDOWS[template.layout];
  const box = choices[template.window % choices.length];
  if (!box) throw new Error(`No window placements for ${template.layout}`);
  return box;
}

/** A thin accent border around the whole frame. */
function frame(size: Size, palette: Palette): string {
  const thickness = even(size.width * 0.012);
  return `drawbox=x=0:y=0:w=iw:h=ih:color=0x${palette.accent}@0.85:t=${thickness}`;
}

/** The dark band at the bottom with the template's name on it. */
function titleBand(name: string, size: Size, font: string | undefined) {
  const height = even(size.height * TITLE_BAND);
  const top = size.height - height;
  const text = safeText(name);
  const padding = even(size.width * 0.05);
  const fontSize = fittingFontSize(text, size.width - 2 * padding, height * 0.42);
  const band = `drawbox=x=0:y=${top}:w=iw:h=${height}:color=black@0.4:t=fill`;
  const title =
    font && text
      ? `,drawtext=fontfile='${font}':text='${text}':fontsize=${fontSize}:fontcolor=white:` +
        `x=${padding}:y=${top}+(${height}-text_h)/2:shadowcolor=black@0.5:shadowx=2:shadowy=2`
      : '';
  return { top, filters: `${band}${title}` };
}

/**
 * The name in the middle of a ready-made video, fading in, with its categories underneath. Ends
 * with a comma, ready for the next filter.
 */
function centredTitle(
  template: DemoDirectSellTemplate,
  size: Size,
  palette: Palette,
  font: string | undefined,
): string {
  const lineWidth = even(size.width * 0.3);
  const lineY = even(size.height * 0.56);
  const line =
    `drawbox=x=${even((size.width - lineWidth) / 2)}:y=${lineY}:w=${lineWidth}:` +
    `h=${even(size.height * 0.008)}:color=0x${palette.accent}:t=fill,`;
  const text = safeText(template.name);
  const subtitle = safeText(template.categories.join(' & '));
  if (!font || !text) return line;
  const titleSize = fittingFontSize(text, size.width * 0.86, size.height * 0.09);
  const subtitleSize = fittingFontSize(subtitle, size.width * 0.7, size.height * 0.04);
  const fadeIn = `alpha='min(1,max(0,(t-0.4)/0.8))'`;
  return (
    line +
    `drawtext=fontfile='${font}':text='${text}':fontsize=${titleSize}:fontcolor=white:` +
    `x=(w-text_w)/2:y=${lineY}-text_h-${even(size.height * 0.03)}:${fadeIn}:` +
    `shadowcolor=black@0.45:shadowx=2:shadowy=2,` +
    (subtitle
      ? `drawtext=fontfile='${font}':text='${subtitle}':fontsize=${subtitleSize}:` +
        `fontcolor=0x${palette.accent}:x=(w-text_w)/2:y=${lineY + even(size.height * 0.04)}:` +
        `${fadeIn},`
      : '')
  );
}

function at(paths: Record<string, string>, name: string): string {
  const value = paths[name];
  if (value === undefined) throw new Error(`Recipe output ${name} is missing`);
  return value;
}
