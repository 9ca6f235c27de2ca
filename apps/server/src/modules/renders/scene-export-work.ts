import fs from 'node:fs/promises';
import path from 'node:path';
import type { Scene } from '@frameshop/contract';
import { AppError } from '../../http/app-error';
import type { GeneratedVideoRow } from '../generated-videos';
import type { MediaStorage } from '../media';
import type { ScenePicture, SceneExportService } from '../scene-export';
import {
  CompositionError,
  layerCompositionArgs,
  loadTemplateMedia,
  type CompositionCommand,
} from './composition';
import { inputPathsOf } from './render-inputs';
import type { TemplateRow } from '../catalogue';
import type { TemplateSourceResolver } from './template-sources';

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
 * What a render's preparation leaves to do: the ffmpeg run that writes its output, or nothing but
 * storing a picture drawn already (with its poster), which never touches the temp folder.
 */
export type PreparedRender = { command: CompositionCommand } | { picture: PictureWithPoster };

/** A picture export drawn, with the poster drawn beside it. */
export type PictureWithPoster = ScenePicture & { poster: Buffer };

/**
 * The work of a scene export order. An image template's picture is drawn (from its private
 * full-size overlay) at once, with its poster: no ffmpeg. A video template's buyer layers are
 * drawn on a transparent PNG, and the answer is the ffmpeg run that burns it into the template's
 * full-size video, writing `outputPath`. A scene the server refuses now (a photo deleted since the
 * order) fails the order at once with the reason; retrying could not help.
 */
export async function prepareSceneExport(
  deps: SceneExportWorkDependencies,
  row: GeneratedVideoRow & { scene: NonNullable<GeneratedVideoRow['scene']> },
  template: TemplateRow,
  outputPath: string,
  /** Where inputs fetched from a bucket go; the caller removes it. */
  inputDir: string,
): Promise<PreparedRender> {
  const request = { userId: row.userId, templateId: template.id, scene: row.scene, template };
  if (row.kind === 'image') {
    const format = row.format === 'jpeg' ? 'jpeg' : 'png';
    const picture = await asCompositionError(
      deps.sceneExports.exportImage(request, format, { poster: true }),
    );
    return { picture: { ...picture, poster: picture.poster! } };
  }
  const layerPath = await writeBuyerLayers(deps, row, outputPath, template);
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
  return { command: layerCompositionArgs({ template: media, layerPath, outputPath }) };
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
  /** The template, read already: not read again. */
  template?: TemplateRow,
): Promise<string> {
  const request = {
    userId: row.userId,
    templateId: Number(row.templateId),
    scene: row.scene,
    ...(template ? { template } : {}),
  };
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
