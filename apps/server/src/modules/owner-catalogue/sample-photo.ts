import path from 'node:path';
import { runFfmpeg, withScratchDir } from '../media';
import { NEUTRAL_SAMPLE } from '../template-media';

/** The sample photo's name among the owner's uploads. */
export const SAMPLE_PHOTO_NAME = 'Frameshop sample photo.jpg';

/** Drawing the footage takes well under a second; this only stops a stuck ffmpeg. */
const DRAW_TIMEOUT_MS = 60_000;

/**
 * The photo the owner's sample preview puts into a template's window: the first frame of the
 * footage the catalogue's mock-ups show there, so the render and the template's poster show one
 * scene. Drawn on first use and kept by the process; its bytes are the same every time, so the
 * owner's uploads keep one copy of it however often it is sent.
 */
export class SamplePhoto {
  private drawn: Promise<Buffer> | undefined;

  /** `ffmpegPath` is asked for on first use: a store that never renders a sample needs none. */
  constructor(private readonly ffmpegPath: () => string) {}

  bytes(): Promise<Buffer> {
    if (!this.drawn) {
      const drawing = draw(this.ffmpegPath());
      // A failed draw (ffmpeg killed, the disk full) is tried again by the next order.
      drawing.catch(() => {
        if (this.drawn === drawing) this.drawn = undefined;
      });
      this.drawn = drawing;
    }
    return this.drawn;
  }
}

function draw(ffmpegPath: string): Promise<Buffer> {
  const options = { ffmpegPath, timeoutMs: DRAW_TIMEOUT_MS };
  return withScratchDir('sample-photo', async (dir) => {
    const footage = path.join(dir, 'footage.mp4');
    await runFfmpeg(NEUTRAL_SAMPLE.args(footage), options);
    // The first frame is the pan's middle, as in the posters.
    const still = await runFfmpeg(
      // prettier-ignore
      ['-i', footage, '-frames:v', '1', '-q:v', '2', '-c:v', 'mjpeg', '-f', 'image2pipe', 'pipe:1'],
      options,
    );
    return still.stdout;
  });
}
