import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { MediaStorage } from '../modules/media';
import { catalogueTemplates, type NewTemplate, type TemplateMediaKeys } from '../modules/catalogue';
import { CANVAS, COMPILED, windowPixels } from './demo-look';
import { generateDemoMedia } from './demo-media-generator';
import { windowOf } from './demo-media-recipes';
import { demoSceneLayers } from './demo-scene';
import { DEMO_TEMPLATES, type DemoTemplate } from './demo-templates';

export interface SeedDemoCatalogueOptions {
  storage: MediaStorage;
  ffmpegPath: string;
  font: string | undefined;
  /** Defaults to the whole demo set. */
  templates?: readonly DemoTemplate[];
  onProgress?: (done: number, total: number) => void;
}

export type SeedDemoCatalogueResult =
  | { status: 'seeded'; inserted: number; mediaMade: number; mediaReused: number }
  | { status: 'not-empty'; existing: number };

/** Any fixed number: it names the lock that keeps two starting servers from seeding twice. */
const SEED_LOCK = 4_207_311;

/**
 * Fills an empty catalogue with the demo templates. The media are made first, outside any
 * transaction (PGlite has one connection, and ffmpeg takes seconds); the rows then go in at once,
 * under a lock and a second look, so servers starting together on one PostgreSQL insert one set.
 */
export async function seedDemoCatalogue(
  db: Db,
  options: SeedDemoCatalogueOptions,
): Promise<SeedDemoCatalogueResult> {
  const existing = await catalogueTemplates.countTemplates(db);
  if (existing > 0) return { status: 'not-empty', existing };

  const templates = options.templates ?? DEMO_TEMPLATES;
  const media = await generateDemoMedia(templates, {
    storage: options.storage,
    ffmpegPath: options.ffmpegPath,
    font: options.font,
    onProgress: options.onProgress,
  });
  const rows = templates.map((template, index) =>
    templateRow(template, media.media[index] as TemplateMediaKeys),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const now = await catalogueTemplates.countTemplates(tx);
    if (now > 0) return { status: 'not-empty' as const, existing: now };
    const inserted = await catalogueTemplates.insertTemplates(tx, rows);
    return {
      status: 'seeded' as const,
      inserted: inserted.length,
      mediaMade: media.made,
      mediaReused: media.reused,
    };
  });
}

export function templateRow(template: DemoTemplate, media: TemplateMediaKeys): NewTemplate {
  const common = {
    kind: template.kind,
    name: template.name,
    description: template.description,
    categories: template.categories,
    sections: template.sections,
    compatibility: template.compatibility,
    price: template.price,
    priceInd: template.priceInd,
    purchaseCount: template.purchaseCount,
    videoLayout: template.layout,
    media,
  };
  if (template.kind === 'direct-sell') {
    // Sold as made: its dimensions are those of the file people download.
    const size = COMPILED[template.layout];
    return {
      ...common,
      width: size.width,
      height: size.height,
      templateJson: { width: size.width, height: size.height },
      durationSeconds: template.durationSeconds,
    };
  }
  const canvas = CANVAS[template.layout];
  const window = windowPixels(windowOf(template), canvas);
  return {
    ...common,
    width: canvas.width,
    height: canvas.height,
    // The scene the editors start from (the contract's `templateScene` reads it back).
    templateJson: {
      width: canvas.width,
      height: canvas.height,
      window,
      layers: demoSceneLayers(template, window, canvas),
    },
    ...(template.kind === 'video'
      ? {
          greenScreenLayout: template.layout,
          greenScreenDimensions: `${window.width}x${window.height}`,
          durationSeconds: template.durationSeconds,
        }
      : { durationSeconds: null }),
  };
}
