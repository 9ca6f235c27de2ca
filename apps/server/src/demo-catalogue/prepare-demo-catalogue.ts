import type { Db } from '../db/database';
import { locateFfmpeg, type MediaStorage } from '../modules/media';
import { catalogueTemplates } from '../modules/catalogue';
import { seedDemoCatalogue, type SeedDemoCatalogueResult } from './demo-catalogue';
import { findSystemFont } from '../modules/media';
import { DEMO_TEMPLATES } from './demo-templates';

export interface PrepareDemoCatalogueOptions {
  db: Db;
  storage: MediaStorage;
  /** FFMPEG_PATH from the config. */
  ffmpegPath?: string;
  /** Shown before the progress count, e.g. "Preparing the demo catalogue (first start only)". */
  label: string;
  /** Where progress goes (stderr by default); a terminal gets one line rewritten in place. */
  output?: ProgressOutput;
}

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * Seeds the demo catalogue when the catalogue is empty, telling a waiting person how far it got. An
 * already filled catalogue costs one count query and prints nothing.
 */
export async function prepareDemoCatalogue(
  options: PrepareDemoCatalogueOptions,
): Promise<SeedDemoCatalogueResult> {
  const existing = await catalogueTemplates.countTemplates(options.db);
  if (existing > 0) return { status: 'not-empty', existing };

  const output = options.output ?? process.stderr;
  const ffmpeg = locateFfmpeg({ configuredPath: options.ffmpegPath });
  const started = Date.now();
  const progress = progressPrinter(options.label, output);
  progress(0, DEMO_TEMPLATES.length);
  const result = await seedDemoCatalogue(options.db, {
    storage: options.storage,
    ffmpegPath: ffmpeg.path,
    font: findSystemFont(),
    onProgress: progress,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 'seeded') {
    output.write(
      `Demo catalogue ready: ${result.inserted} templates in ${seconds} s ` +
        `(media: ${result.mediaMade} made, ${result.mediaReused} reused; ffmpeg: ${ffmpeg.path}).\n`,
    );
  }
  return result;
}

/** On a terminal one line counts up in place; in a log, a line per quarter is enough. */
function progressPrinter(label: string, output: ProgressOutput) {
  let lastQuarter = -1;
  return (done: number, total: number) => {
    if (output.isTTY) {
      output.write(`\r${label}: ${done}/${total}${done === total ? '\n' : ''}`);
      return;
    }
    const quarter = Math.floor((done / total) * 4);
    if (quarter !== lastQuarter) {
      lastQuarter = quarter;
      output.write(`${label}: ${done}/${total}\n`);
    }
  };
}
