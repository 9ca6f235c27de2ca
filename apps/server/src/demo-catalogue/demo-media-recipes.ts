import { GREEN_SCREEN_HEX, GREEN_SCREEN_MASK_FILTER } from '../modules/media';
import type { TemplateMediaKeys } from '../modules/catalogue';
import { previewSizeOf } from '../modules/paid-media';
import { previewWatermarkFilter } from '../modules/renders';
import {
  POSTER_QUALITY,
  PREVIEW_ENCODING,
  PREVIEW_SECONDS,
  sharePictureGraph,
  sharePictureOutput,
  shareSourceSizeOf,
} from '../modules/template-media';
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

export { POSTER_QUALITY, PREVIEW_SECONDS };

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

/** Two seconds in: past every fade-in. */
export const POSTER_FRAME = 2 * FPS;

// The finished films are encoded as the previews are (PREVIEW_ENCODING: the fastest preset, index
// first), at the higher quality of what people pay for.
// prettier-ignore
const COMPILED_ENCODING = [
  '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '25', '-pix_fmt', 'yuv420p',
  '-movflags', '+faststart', '-an',
];
// A source is composed from, not watched: the quality of the paid render, ultrafast because it is
// made while the first render of the template waits, and these smooth pictures compress well.
// prettier-ignore
const SOURCE_ENCODING = [
  '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p',
  '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart',
];
// The green preview is scratch, read once by the mock-up's composition: raw frames cost nothing to
// write or read, where H.264 took a quarter of the run.
const SCRATCH_ENCODING = ['-c:v', 'rawvideo', '-an'];

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function demoMediaRecipe(template: DemoTemplate, font: string | undefined): MediaRecipe {
  switch (template.kind) {
    case 'video':
      return videoTemplateRecipe(template);
    case 'image':
      return imageTemplateRecipe(template, font);
    case 'direct-sell':
      return directSellRecipe(template, font);
  }
}

/**
 * A video template's green preview and the window keyed into a preview-size mask. The preview is
 * not published as it is: the catalogue shows it with sample footage in the window (see
 * demo-mockup.ts), so only the mask is stored from this run, as the public `maskPreview` that the
 * editors' live preview draws the customer's media through. The full-size source and mask, what a
 * buyer pays for, are made on first use (demo-template-sources.ts).
 */
function videoTemplateRecipe(template: DemoVideoTemplate): MediaRecipe {
  const dir = `public/demo/${slugOf(template.name)}`;
  const size = PREVIEW[template.layout];
  const graph =
    `${videoTemplateLook(template, size, PREVIEW_SECONDS)},split=2[clip][key];` +
    `[key]select='eq(n,0)',${GREEN_SCREEN_MASK_FILTER}[mask]`;
  return {
    outputs: { preview: `${dir}/green-preview.nut`, maskPreview: `${dir}/mask.png` },
    // prettier-ignore
    args: (out) => [
      '-filter_complex', graph,
      '-map', '[clip]', '-t', String(PREVIEW_SECONDS), ...SCRATCH_ENCODING, '-y', at(out, 'preview'),
      '-map', '[mask]', '-frames:v', '1', '-y', at(out, 'maskPreview'),
    ],
  };
}

/**
 * A video template's full-size source, what renders are made from: the preview's look at the
 * template's size and length, with a soundtrack, and its own full-size mask keyed from the first
 * frame. Private: a source is what people pay to render from.
 */
export function videoTemplateSourceRecipe(template: DemoVideoTemplate): MediaRecipe {
  const dir = `private/demo-sources/${slugOf(template.name)}`;
  const seconds = template.durationSeconds;
  const graph =
    `${videoTemplateLook(template, CANVAS[template.layout], seconds)},split=2[clip][key];` +
    `[key]select='eq(n,0)',${GREEN_SCREEN_MASK_FILTER}[mask];` +
    `${soundtrack(template, seconds)}[sound]`;
  return {
    outputs: { source: `${dir}/source.mp4`, mask: `${dir}/mask.png` },
    // prettier-ignore
    args: (out) => [
      '-filter_complex', graph,
      '-map', '[clip]', '-map', '[sound]', '-t', String(seconds), ...SOURCE_ENCODING,
      '-y', at(out, 'source'),
      '-map', '[mask]', '-frames:v', '1', '-y', at(out, 'mask'),
    ],
  };
}

/**
 * The picture of a video template at any size: its animated background, a frame, the title band
 * with a growing accent bar, and a pure green window, placed in proportion so that every size keys
 * to the same window. Ends unlabelled, ready for the next filter. The band is left empty: its words
 * are a text layer of the starting scene (demo-scene's `bandTitle`), burnt in by every render and
 * changed by the buyer in the canvas editor.
 *
 * Built for full-size sources, made while a render waits: `drawbox` blends every pixel it covers
 * on every frame (about 7 s of a 10 s 1080p source went to the frame, band and window), so the
 * frame is padding, the window an opaque overlay, and the band is drawn once and only blended,
 * leaving about 3 s with the encoding.
 */
function videoTemplateLook(template: DemoVideoTemplate, size: Size, seconds: number): string {
  const palette = PALETTES[template.palette];
  const window = windowPixels(windowOf(template), size);
  const band = titleBandLayer(size);
  const border = even(size.width * 0.012);
  const progress = even(size.height * 0.012);
  return (
    `${backgroundGraph(template.style, palette, size, seconds, 'bg')};` +
    `${band.source}[band];` +
    // An accent bar grows along the band; drawbox sizes are fixed, so the bar is a moving overlay.
    `color=c=0x${palette.accent}:s=${size.width}x${progress}:r=${FPS}:d=${seconds}[bar];` +
    `color=c=${GREEN_SCREEN_HEX}:s=${window.width}x${window.height}:r=${FPS}[window];` +
    `[bg]crop=iw-${2 * border}:ih-${2 * border},` +
    `pad=iw+${2 * border}:ih+${2 * border}:${border}:${border}:color=0x${palette.accent}[framed];` +
    `[framed][band]overlay=0:${band.top}:format=yuv420:shortest=1[banded];` +
    `[banded][bar]overlay=x='-w+w*t/${seconds}':y=${band.top}:shortest=1[barred];` +
    `[barred][window]overlay=${window.x}:${window.y}:shortest=1`
  );
}

/** The dark band at the bottom, empty: one frame, repeated for ever. */
function titleBandLayer(size: Size) {
  const height = even(size.height * TITLE_BAND);
  return {
    top: size.height - height,
    source:
      `color=c=black@0.4:s=${size.width}x${height}:r=${FPS}:d=${1 / FPS},format=rgba,` +
      `loop=loop=-1:size=1:start=0,setpts=N/${FPS}/TB`,
  };
}

/** Chords a soundtrack is built on, as frequencies in Hz: soft major and minor triads. */
const CHORDS: readonly (readonly [number, number, number])[] = [
  [220, 277.18, 329.63],
  [196, 246.94, 293.66],
  [174.61, 220, 261.63],
  [164.81, 196, 246.94],
  [146.83, 185, 220],
];

/**
 * A gentle generated soundtrack: a chord that swells in and out, faded at both ends, so that
 * choosing the template's audio, the upload's or both is heard in a render. Each template gets a
 * chord from its name. `sine` sources, not `aevalsrc`, which evaluates its expression per sample.
 */
function soundtrack(template: DemoVideoTemplate, seconds: number): string {
  const chord = CHORDS[nameNumber(template.name) % CHORDS.length] as readonly number[];
  const tones = chord.map((hz, index) => `sine=f=${hz}:r=48000:d=${seconds}[tone${index}];`);
  const inputs = chord.map((_, index) => `[tone${index}]`).join('');
  const fadeOut = Math.max(0, seconds - 1.5).toFixed(1);
  return (
    `${tones.join('')}${inputs}amix=inputs=${chord.length},aformat=channel_layouts=stereo,` +
    `volume='2.5*(0.6+0.4*sin(2*PI*t/${seconds}-PI/2))':eval=frame,` +
    `afade=t=in:st=0:d=1,afade=t=out:st=${fadeOut}:d=1.5`
  );
}

/** A stable number from a name, to pick a variation by. */
export function nameNumber(name: string): number {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) % 1_000_003;
  return sum;
}

/**
 * An image template: a full-size PNG frame whose window is transparent, private because it is
 * what a buyer pays for; its public preview, reduced and watermarked; and a poster and a share
 * picture that show it over a stand-in photo, drawn once at the share picture's size.
 */
function imageTemplateRecipe(template: DemoImageTemplate, font: string | undefined): MediaRecipe {
  const slug = slugOf(template.name);
  const dir = `public/demo/${slug}`;
  const canvas = CANVAS[template.layout];
  const posterSize = PREVIEW[template.layout];
  const framedSize = shareSourceSizeOf(canvas);
  const palette = PALETTES[template.palette];
  const photo = PALETTES[template.photo.palette];
  const window = windowPixels(windowOf(template), canvas);
  const edge = even(canvas.width * 0.008);
  const reduced = previewSizeOf(canvas);
  const graph =
    `${backgroundGraph(template.style, palette, canvas, 1, 'bg')};` +
    `[bg]${frame(canvas, palette)},${titleBand(canvas)},` +
    // An accent edge around the window; the window itself is cut out through the alpha below.
    `drawbox=x=${window.x - edge}:y=${window.y - edge}:w=${window.width + 2 * edge}:` +
    `h=${window.height + 2 * edge}:color=0x${palette.accent}@0.9:t=fill[design];` +
    `color=c=white:s=${canvas.width}x${canvas.height}:r=${FPS}:d=1,format=yuv420p,` +
    `drawbox=x=${window.x}:y=${window.y}:w=${window.width}:h=${window.height}:` +
    `color=black:t=fill[alpha];` +
    `[design][alpha]alphamerge,format=rgba,split=3[overlay][small][reduced];` +
    `[reduced]scale=${reduced.width}:${reduced.height}:flags=bicubic,` +
    `${previewWatermarkFilter(reduced, font)}[overlayPreview];` +
    `${backgroundGraph(template.photo.style, photo, framedSize, 1, 'photo')};` +
    `[small]scale=${framedSize.width}:${framedSize.height}:flags=bicubic[framed];` +
    `[photo][framed]overlay=0:0:format=auto,format=yuv420p,split=2[posterframe][shareframe];` +
    `[posterframe]scale=${posterSize.width}:${posterSize.height}:flags=bicubic[poster];` +
    sharePictureGraph('shareframe', 'share', framedSize);
  return {
    outputs: {
      overlay: `private/demo/${slug}/overlay.png`,
      overlayPreview: `${dir}/overlay-preview.png`,
      poster: `${dir}/poster.jpg`,
      sharePicture: `${dir}/share.jpg`,
    },
    // prettier-ignore
    args: (out) => [
      '-filter_complex', graph,
      '-map', '[overlay]', '-frames:v', '1', '-y', at(out, 'overlay'),
      '-map', '[overlayPreview]', '-frames:v', '1', '-y', at(out, 'overlayPreview'),
      '-map', '[poster]', '-frames:v', '1', ...POSTER_QUALITY, '-y', at(out, 'poster'),
      ...sharePictureOutput('share', at(out, 'sharePicture')),
    ],
  };
}

/**
 * A ready-made video: the full 720p-class film, private because it is what people pay for, plus a
 * short public teaser, small and watermarked as every public preview of a paid file (its first four
 * seconds are part of the film), and a poster and a share picture cut from the same frames, the
 * share picture from a frame no larger than a public preview's.
 */
function directSellRecipe(template: DemoDirectSellTemplate, font: string | undefined): MediaRecipe {
  const slug = slugOf(template.name);
  const size = COMPILED[template.layout];
  const previewSize = PREVIEW[template.layout];
  const framedSize = shareSourceSizeOf(size);
  const seconds = template.durationSeconds;
  const palette = PALETTES[template.palette];
  const scaleDown = `scale=${previewSize.width}:${previewSize.height}:flags=bicubic`;
  const graph =
    `${backgroundGraph(template.style, palette, size, seconds, 'bg')};` +
    `[bg]${centredTitle(template, size, palette, font)}` +
    `fade=t=in:st=0:d=0.6,fade=t=out:st=${(seconds - 0.8).toFixed(1)}:d=0.8,` +
    `split=3[film][teaser][still];` +
    `[teaser]trim=duration=${PREVIEW_SECONDS},${scaleDown},` +
    `${previewWatermarkFilter(previewSize, font)}[preview];` +
    `[still]select='eq(n,${POSTER_FRAME})',split=2[posterframe][shareframe];` +
    `[posterframe]${scaleDown}[poster];` +
    `[shareframe]scale=${framedSize.width}:${framedSize.height}:flags=bicubic[framed];` +
    sharePictureGraph('framed', 'share', framedSize);
  return {
    outputs: {
      compiled: `private/compiled/${slug}.mp4`,
      preview: `public/demo/${slug}/preview.mp4`,
      poster: `public/demo/${slug}/poster.jpg`,
      sharePicture: `public/demo/${slug}/share.jpg`,
    },
    // prettier-ignore
    args: (out) => [
      '-filter_complex', graph,
      '-map', '[film]', '-t', String(seconds), ...COMPILED_ENCODING, '-y', at(out, 'compiled'),
      '-map', '[preview]', ...PREVIEW_ENCODING, '-y', at(out, 'preview'),
      '-map', '[poster]', '-frames:v', '1', ...POSTER_QUALITY, '-y', at(out, 'poster'),
      ...sharePictureOutput('share', at(out, 'sharePicture')),
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

/**
 * The dark band at the bottom of an image template, left empty: its words are a text layer of the
 * starting scene (demo-scene's `bandTitle`), which the buyer changes in the editors.
 */
function titleBand(size: Size): string {
  const height = even(size.height * TITLE_BAND);
  return `drawbox=x=0:y=${size.height - height}:w=iw:h=${height}:color=black@0.4:t=fill`;
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
