import fs from 'node:fs/promises';
import path from 'node:path';
import type { Scene } from '@frameshop/contract';
import { AppError } from '../../http/app-error';
import type { GeneratedVideoRow } from '../generated-videos';
import type { MediaStorage } from '../media';
import type { SceneExportService } from '../scene-export';
import {
  CompositionError,
  layerCompositionArgs,
  loadTemplateMedia,
  type CompositionCommand,
} from './composition';
import { inputPathsOf } from './render-inputs';
import type { TemplateForRender, TemplateSourceResolver } from './template-sources';

export interface SceneExportWorkDependencies {
  ffmpegPath: string;
  storage: Pick<MediaStorage, 'localFile'>;
  templateSources: TemplateSourceResolver;
  sceneExports: Pick<SceneExportService, 'exportImage' | 'exportBuyerLayers'>;
}

/** Where the buyer's layers of a video export are drawn, beside the output (removed with it). */
export const layerPathOf = (outputPath: string) => `${outputPath}.layer.png`;

/** Where a render's poster is written, beside the output, before it is stored. */
export const posterPathOf = (outputPath: string) => `${outputPath}.poster.jpg`;

/**
 * The work of a scene export order. An image template's picture is drawn (from its private
 * full-size overlay) and written to `outputPath` at once: no ffmpeg, null is answered. A video
 * template's buyer layers are drawn on a transparent PNG, and the answer is the ffmpeg run that
 * burns it into the template's full-size video. A scene the server refuses now (a photo deleted
 * since the order) fails the order at once with the reason; retrying could not help.
 */
export async function prepareSceneExport(
  deps: SceneExportWorkDependencies,
  row: GeneratedVideoRow & { scene: NonNullable<GeneratedVideoRow['scene']> },
  template: TemplateForRender,
  outputPath: string,
  /** Where inputs fetched from a bucket go; the caller removes it. */
  inputDir: string,
): Promise<CompositionCommand | null> {
  const request = { userId: row.userId, templateId: Number(row.templateId), scene: row.scene };
  await fs.mkdir(path.dirname(outputPath), { recursive: true });
  if (row.kind === 'image') {
    const format = row.format === 'jpeg' ? 'jpeg' : 'png';
    const picture = await asCompositionError(
      deps.sceneExports.exportImage(request, format, { poster: true }),
    );
    await Promise.all([
      fs.writeFile(outputPath, picture.bytes),
      fs.writeFile(posterPathOf(outputPath), picture.poster!),
    ]);
    return null;
  }
  const layerPath = await writeBuyerLayers(deps, row, outputPath);
  const files = await deps.templateSources(template);
  const [sourcePath, maskPath] = await inputPathsOf(
    deps.storage,
    [files.sourceKey, files.maskKey],
    inputDir,
  );
  const media = await loadTemplateMedia(deps.ffmpegPath, {
    sourcePath: sourcePath!,
    maskPath: maskPath!,
  });
  return layerCompositionArgs({ template: media, layerPath, outputPath });
}

/**
 * Draws the buyer's photos and text of a video template's scene on a transparent PNG at the comp's
 * size, beside the output (`layerPathOf`), for ffmpeg to burn in: a scene export's whole design,
 * or the texts of a render of an upload. Answers its path. A scene the server refuses now fails the
 * render at once with the reason.
 */
export async function writeBuyerLayers(
  deps: Pick<SceneExportWorkDependencies, 'sceneExports'>,
  row: Pick<GeneratedVideoRow, 'userId' | 'templateId'> & { scene: Scene },
  outputPath: string,
): Promise<string> {
  const request = { userId: row.userId, templateId: Number(row.templateId), scene: row.scene };
  const layer = await asCompositionError(deps.sceneExports.exportBuyerLayers(request));
  const layerPath = layerPathOf(outputPath);
  // Written before ffmpeg's runner makes the render's folder.
  await fs.mkdir(path.dirname(layerPath), { recursive: true });
  await fs.writeFile(layerPath, layer.bytes);
  return layerPath;
}

/** The export service's refusals (4xx) are the buyer's to act on, never retried. */
async function asCompositionError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      throw new CompositionError('bad-upload', error.message);
    }
    throw error;
  }
}
