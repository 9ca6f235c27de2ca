import path from 'node:path';
import { GREEN_SCREEN_MASK_FILTER } from '../media';
import { CompositionError, windowBoxOf } from '../renders';
import { runStep, type FfmpegStepOptions } from './ffmpeg-steps';
import { TemplateMediaError, TemplateMediaMessage } from './template-media-error';
import type { WindowBox } from './template-media-types';

/** Where a clip's window is read from: keyed from its green, or drawn by a mask clip. */
export type WindowSource = { greenScreen: string } | { maskClip: string };

export interface FoundWindow {
  /** A full-size grey-scale PNG of the frame the window was found in: white is window. */
  maskFrame: string;
  box: WindowBox;
}

/**
 * The window in the frame at `posterAt`, else in the first of `otherTimes` that has one. The
 * poster's frame usually settles it with one seek and one frame; the other frames are looked at
 * only when it shows no window (a fade-in, something passing in front), all in one more run, so a
 * clip with none is refused only after a look across it.
 */
export async function findWindow(
  source: WindowSource,
  posterAt: number,
  otherTimes: readonly number[],
  dir: string,
  options: FfmpegStepOptions,
): Promise<FoundWindow | undefined> {
  for (const [round, times] of [[posterAt], otherTimes].entries()) {
    if (times.length === 0) continue;
    const frames = times.map((_, index) => path.join(dir, `window-${round}-${index}.png`));
    await runStep(windowFramesArgs(source, times, frames), options);
    const boxes = await Promise.all(frames.map((frame) => whiteBox(frame, options.ffmpegPath)));
    const found = boxes.findIndex(Boolean);
    if (found >= 0) return { maskFrame: frames[found] as string, box: boxes[found] as WindowBox };
  }
  return undefined;
}

/**
 * The frames at `times`, each as a full-size grey-scale mask: one input per time, as ffmpeg seeks
 * before it decodes, so each costs the frames from the keyframe before it, not the clip up to it.
 */
function windowFramesArgs(
  source: WindowSource,
  times: readonly number[],
  outputs: readonly string[],
): string[] {
  const clip = 'greenScreen' in source ? source.greenScreen : source.maskClip;
  const filter = 'greenScreen' in source ? GREEN_SCREEN_MASK_FILTER : 'format=gray';
  // prettier-ignore
  return [
    ...times.flatMap((at) => ['-ss', String(at), '-i', clip]),
    ...outputs.flatMap((output, index) => [
      '-map', `${index}:v:0`, '-frames:v', '1', '-vf', filter, '-y', output,
    ]),
  ];
}

/**
 * The box around a grey-scale picture's white area, measured as a render measures its template's
 * mask (`windowBoxOf`), so the window stored is the one renders use; undefined when there is none.
 */
export async function whiteBox(file: string, ffmpegPath: string): Promise<WindowBox | undefined> {
  try {
    return (await windowBoxOf(ffmpegPath, file)).box;
  } catch (error) {
    // `windowBoxOf` names the file alone when it finds no white pixel (or no file: ffmpeg writes
    // none for a frame past the clip's end), and what went wrong when it could not measure.
    if (error instanceof CompositionError && error.detail === file) return undefined;
    throw new TemplateMediaError('ffmpeg-failed', TemplateMediaMessage.ffmpegFailed, {
      cause: error,
    });
  }
}
