import fs from 'node:fs/promises';
import {
  ErrorCode,
  tooLongMessage,
  tooManyPixelsMessage,
  UploadMessage,
} from '@frameshop/contract';
import { AppError } from '../../http/app-error';
import { checkVideoEnd, decodeImage, UndecodableMediaError, writePoster } from './decode-checks';
import { declaredImageSize } from './image-dimensions';
import {
  imageLimitPassed,
  videoDecodePixels,
  videoLimitPassed,
  type LimitPassed,
} from './media-limits';
import type { ReceivedFile } from './receive-file';
import { readStreamInfo, type MediaTools } from './stream-info';
import type { UploadsServiceDependencies } from './uploads-dependencies';
import type { CallerLog } from '../../observability';

/** What ffmpeg read from a file that decoded. */
export interface MediaFacts {
  width: number;
  height: number;
  durationSeconds: number | null;
  rotation: number;
  hasAudio: boolean;
  videoCodec: string | null;
  /** The poster frame written beside the temp file, for videos. */
  posterPath: string | null;
}

/**
 * Checking a received file from its content: it decodes and fits the limits, and a video's poster
 * is written. A file that does not is refused, saying why.
 */
export class MediaInspection {
  constructor(private readonly deps: Pick<UploadsServiceDependencies, 'tools' | 'limits'>) {}

  /** `log` is the asking request's. */
  async inspect(file: ReceivedFile, posterPath: string, log: CallerLog): Promise<MediaFacts> {
    const tools = this.deps.tools();
    try {
      if (file.signature.kind === 'image') {
        await this.assertImagePixels(file);
        const { width, height } = await decodeImage(
          tools.ffmpegPath,
          file.tempPath,
          this.deps.limits.maxImagePixels,
          file.signature.mimeType,
        );
        return {
          width,
          height,
          durationSeconds: null,
          rotation: 0,
          hasAudio: false,
          videoCodec: null,
          posterPath: null,
        };
      }
      return await this.inspectVideo(tools, file.tempPath, posterPath);
    } catch (error) {
      if (error instanceof UndecodableMediaError) {
        log.info({ reason: error.message }, 'an upload did not decode');
        throw new AppError(ErrorCode.UnreadableMedia, 422, UploadMessage.unreadable);
      }
      throw error;
    }
  }

  private async inspectVideo(
    tools: MediaTools,
    file: string,
    posterPath: string,
  ): Promise<MediaFacts> {
    let info;
    try {
      info = await readStreamInfo(tools, file);
    } catch (error) {
      throw new UndecodableMediaError((error as Error).message, { cause: error });
    }
    const { video } = info;
    if (!video) {
      // An audio file in a movie container: readable, but nothing to place in a template.
      throw info.hasAudio
        ? new AppError(ErrorCode.UnsupportedMediaType, 415, UploadMessage.noPicture)
        : new UndecodableMediaError('No streams were found.');
    }
    // From the stream headers, before a frame is decoded.
    const { limits } = this.deps;
    this.refuseOver(videoLimitPassed(video, info.durationSeconds, limits));
    const maxPixels = videoDecodePixels(limits);
    const durationSeconds = await checkVideoEnd(
      tools.ffmpegPath,
      file,
      info.durationSeconds,
      maxPixels,
    );
    if (durationSeconds === null) throw new UndecodableMediaError('The length could not be read.');
    this.refuseOver(videoLimitPassed(video, durationSeconds, limits));
    // A second in, past the black of a fade-in, or half way through a shorter clip.
    await writePoster(
      tools.ffmpegPath,
      file,
      Math.min(1, durationSeconds / 2),
      posterPath,
      maxPixels,
    );
    const sideways = video.rotation === 90 || video.rotation === 270;
    return {
      width: sideways ? video.height : video.width,
      height: sideways ? video.width : video.height,
      durationSeconds,
      rotation: video.rotation,
      hasAudio: info.hasAudio,
      videoCodec: video.codec,
      posterPath,
    };
  }

  /** A photo's declared size, from its header: a pixel bomb never reaches the decoder. */
  private async assertImagePixels(file: ReceivedFile): Promise<void> {
    const handle = await fs.open(file.tempPath, 'r');
    let size;
    try {
      size = await declaredImageSize(handle, file.signature);
    } finally {
      await handle.close();
    }
    if (!size) throw new UndecodableMediaError('The header declares no picture size.');
    this.refuseOver(imageLimitPassed(size, this.deps.limits));
  }

  /** A file over one of the limits is refused, saying which. */
  private refuseOver(passed: LimitPassed | undefined): void {
    if (!passed) return;
    const { limits } = this.deps;
    switch (passed.limit) {
      case 'image-pixels':
        throw new AppError(
          ErrorCode.TooManyPixels,
          422,
          tooManyPixelsMessage('image', passed.size, limits),
        );
      case 'video-dimension':
        throw new AppError(
          ErrorCode.TooManyPixels,
          422,
          tooManyPixelsMessage('video', passed.size, limits),
        );
      case 'video-seconds':
        throw new AppError(ErrorCode.MediaTooLong, 422, tooLongMessage(limits.maxVideoSeconds));
    }
  }
}
