import type { PlacementSize } from '@frameshop/contract';
import { PREVIEW_SECONDS } from './preview-encoding';

/** The footage's own frame rate; a composition converts it to the template's. */
const FPS = 25;

/**
 * Sample footage for the catalogue's mock-ups: a slow camera pan over hills and a lake, drawn by
 * ffmpeg and put into a template's window (a video template's clip, an image template's frame), so
 * a poster reads as "your video goes here" instead of a green box or a hole.
 */
export interface SampleFootage {
  name: string;
  size: PlacementSize;
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

const SAMPLE_SIZE: PlacementSize = { width: 480, height: 270 };

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

/** The footage shown in the templates the owner adds: daylight, neutral beside any design. */
export const NEUTRAL_SAMPLE = SAMPLE_FOOTAGE.find(
  (sample) => sample.name === 'daylight',
) as SampleFootage;
