import { DEFAULT_RENDER_PLACEMENT } from '@frameshop/contract';
import {
  compositionArgs,
  previewWatermarkFilter,
  type CompositionCommand,
} from '../modules/renders';
import { FPS, PREVIEW, windowPixels, type Size } from './demo-look';
import {
  nameNumber,
  POSTER_FRAME,
  POSTER_QUALITY,
  PREVIEW_SECONDS,
  windowOf,
} from './demo-media-recipes';
import type { DemoVideoTemplate } from './demo-templates';

/**
 * Sample footage for the catalogue's mock-ups: a slow camera pan over hills and a lake, drawn by
 * ffmpeg once per seeding and put into every video template's window, so a poster reads as "your
 * video goes here" instead of a green box.
 */
export interface SampleFootage {
  name: string;
  size: Size;
  seconds: number;
  args(outputPath: string): string[];
}

/** Colours of one scene: the top of the sky, the horizon, the sun, far hills and near hills. */
type SceneColors = Record<
  'top' | 'horizon' | 'sun' | 'far' | 'near',
  readonly [number, number, number]
>;

const SCENES: Record<string, SceneColors> = {
  sunset: {
    top: [40, 30, 90],
    horizon: [255, 140, 90],
    sun: [255, 220, 160],
    far: [120, 60, 110],
    near: [50, 30, 50],
  },
  daylight: {
    top: [40, 110, 200],
    horizon: [180, 210, 240],
    sun: [255, 250, 220],
    far: [70, 110, 140],
    near: [30, 70, 80],
  },
};

const SAMPLE_SIZE: Size = { width: 480, height: 270 };

/**
 * One still panorama twice the frame's width, computed once with `geq`, then panned to and fro in a
 * closed loop (the clip ends where it began, as a hover preview loops), centred at the poster's
 * frame. Per frame it costs a crop.
 */
function sceneFootage(name: string, colors: SceneColors): SampleFootage {
  const { width, height } = SAMPLE_SIZE;
  const W = width * 2;
  const sunX = `W*0.56`;
  const sun = `exp(-(pow(X-${sunX},2)+pow(Y-H*0.46,2))/(2*pow(H*0.05,2)))`;
  const glow = `exp(-(pow(X-${sunX},2)+pow(Y-H*0.46,2))/(2*pow(H*0.22,2)))`;
  const farRidge = 'H*(0.52+0.05*sin(2*PI*X/W*3)+0.025*sin(2*PI*X/W*8+1))';
  const nearRidge = 'H*(0.64+0.05*sin(2*PI*X/W*2+2)+0.02*sin(2*PI*X/W*13))';
  const sky = 'clip(Y/(H*0.62),0,1)';
  const water = 'clip((Y-H*0.8)/(H*0.2),0,1)';
  // The sun's reflection: a column of light broken into ripples.
  const streak = `exp(-pow(X-${sunX},2)/(2*pow(H*0.035,2)))*(0.6+0.4*sin(Y*1.7))`;
  const channel = (index: 0 | 1 | 2) => {
    const [top, horizon, light, far, near] = [
      colors.top,
      colors.horizon,
      colors.sun,
      colors.far,
      colors.near,
    ].map((color) => color[index]);
    return (
      `'if(gt(Y,H*0.8),min(255,(${horizon}+(${top}-${horizon})*${water})*0.75+0.8*${light}*${streak}),` +
      `if(gt(Y,${nearRidge}),${near},if(gt(Y,${farRidge}),${far},` +
      `min(255,${top}+(${horizon}-${top})*${sky}+${light}*${sun}+0.5*${light}*${glow}))))'`
    );
  };
  const graph =
    `nullsrc=s=${W}x${height}:r=${FPS},trim=end_frame=1,format=gbrp,` +
    `geq=r=${channel(0)}:g=${channel(1)}:b=${channel(2)},format=yuv420p,` +
    `loop=loop=-1:size=1:start=0,setpts=N/${FPS}/TB,trim=duration=${PREVIEW_SECONDS},` +
    `crop=${width}:${height}:x='(iw-ow)/2*(1+sin(2*PI*t/${PREVIEW_SECONDS}))':y=0[footage]`;
  return {
    name,
    size: SAMPLE_SIZE,
    seconds: PREVIEW_SECONDS,
    // prettier-ignore
    args: (outputPath) => [
      '-filter_complex', graph, '-map', '[footage]',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p', '-an',
      '-y', outputPath,
    ],
  };
}

export const SAMPLE_FOOTAGE: readonly SampleFootage[] = Object.entries(SCENES).map(
  ([name, colors]) => sceneFootage(name, colors),
);

/** The sample a template's mock-up shows: varied across the catalogue, fixed per template. */
export function sampleFootageFor(template: DemoVideoTemplate): SampleFootage {
  return SAMPLE_FOOTAGE[nameNumber(template.name) % SAMPLE_FOOTAGE.length] as SampleFootage;
}

export interface MockupPaths {
  /** The template's green preview and the mask keyed from it. */
  greenPreview: string;
  mask: string;
  sample: string;
  output: string;
  poster: string;
}

/**
 * The mock-up preview and its poster: the sample footage composed into the template's green preview
 * through its mask by the render pipeline itself, so the catalogue shows what a render of the
 * template looks like. The window and sizes are the recipe's, known without probing the files.
 */
export function mockupCommand(
  template: DemoVideoTemplate,
  paths: MockupPaths,
  font: string | undefined,
): CompositionCommand {
  const size = PREVIEW[template.layout];
  const sample = sampleFootageFor(template);
  const command = compositionArgs({
    template: {
      sourcePath: paths.greenPreview,
      maskPath: paths.mask,
      ...size,
      fps: FPS,
      durationSeconds: PREVIEW_SECONDS,
      hasAudio: false,
      window: windowPixels(windowOf(template), size),
    },
    upload: {
      path: paths.sample,
      kind: 'video',
      ...sample.size,
      durationSeconds: sample.seconds,
      hasAudio: false,
    },
    placement: { ...DEFAULT_RENDER_PLACEMENT, audio: 'none' },
    outputPath: paths.output,
  });
  return {
    ...command,
    args: withPoster(
      asHoverPreview(command.args),
      paths.poster,
      previewWatermarkFilter(size, font),
    ),
  };
}

/**
 * The composition encodes for a paid download (CRF 20, `veryfast`); a 4 s hover preview is encoded
 * like the catalogue's other previews, which took a third off the mock-up's run.
 */
function asHoverPreview(args: readonly string[]): string[] {
  const copy = [...args];
  for (const [option, value] of [
    ['-preset', 'ultrafast'],
    ['-crf', '27'],
  ] as const) {
    const at = copy.indexOf(option);
    if (at < 0) throw new Error(`The composition has no ${option} to set for a mock-up`);
    copy[at + 1] = value;
  }
  return copy;
}

/**
 * Adds the poster as a second output of the same run (a run of its own costs more than the
 * picture): the composed video is split before it is encoded and one frame is kept. The hover
 * preview carries the store's watermark, as every public preview of a paid file; the poster, a
 * small still for the catalogue's cards, stays clean.
 */
function withPoster(args: readonly string[], posterPath: string, watermark: string): string[] {
  const copy = [...args];
  const graphAt = copy.indexOf('-filter_complex') + 1;
  const graph = copy[graphAt];
  if (graphAt === 0 || !graph?.endsWith('[video]')) {
    throw new Error('The composition graph does not end in [video]; the mock-up poster needs it');
  }
  copy[graphAt] =
    `${graph.slice(0, -'[video]'.length)},split=2[moving][still];` +
    `[moving]${watermark}[video];` +
    `[still]select='eq(n,${POSTER_FRAME})'[poster]`;
  // prettier-ignore
  copy.push('-map', '[poster]', '-frames:v', '1', ...POSTER_QUALITY, '-y', posterPath);
  return copy;
}
