import {
  DOWNLOAD_LINK_TTL_SECONDS,
  resultFileName,
  type ExportKind,
  type GeneratedVideo,
} from '@frameshop/contract';
import type { Db, Tx } from '../../db/database';
import { catalogueTemplates } from '../catalogue';
import type { MediaStorage } from '../media';
import { displayNamesOf } from '../users';
import {
  listActiveRenders,
  listGeneratedVideos,
  recentRenderTimes,
} from './generated-videos.repository';
import type { GeneratedVideoRow } from './generated-videos.schema';
import { estimateQueue, measuredRenderSpeed } from './render-queue';

export interface GeneratedVideosDependencies {
  db: Db;
  urls: Pick<MediaStorage, 'signedUrl'>;
  /** Renders run at once across the workers, for the ETA. */
  renderWorkers: number;
}

/** A user's rendered videos, as Generated Videos shows them and as a render's status reports. */
export class GeneratedVideosService {
  constructor(private readonly deps: GeneratedVideosDependencies) {}

  async listFor(userId: string, kind?: ExportKind): Promise<GeneratedVideo[]> {
    return this.describe(this.deps.db, await listGeneratedVideos(this.deps.db, userId, kind));
  }

  /**
   * The entries of these rows: a signed link once completed, progress, the queue position and ETA
   * while active, and the template's poster.
   */
  async describe(tx: Tx, rows: GeneratedVideoRow[]): Promise<GeneratedVideo[]> {
    const anyActive = rows.some((row) => row.status === 'queued' || row.status === 'processing');
    // One query after another: inside a transaction they share one connection, which runs one
    // query at a time (pg 9 refuses a query sent while another is running).
    const active = anyActive ? await listActiveRenders(tx) : [];
    const times = anyActive ? await recentRenderTimes(tx) : [];
    const templates = await catalogueTemplates.findTemplatesByIds(tx, [
      ...new Set(rows.map((row) => Number(row.templateId)).filter(Number.isSafeInteger)),
    ]);
    const estimates = estimateQueue(active, measuredRenderSpeed(times), this.deps.renderWorkers);
    const posters = new Map(templates.map((template) => [String(template.id), template.media]));
    const makers = await displayNamesOf(tx, [
      ...new Set(rows.flatMap((row) => (row.madeBy ? [row.madeBy] : []))),
    ]);
    const { urls } = this.deps;
    return Promise.all(
      rows.map(async (row) => {
        const estimate = estimates.get(row.id);
        const completed = row.status === 'completed';
        const active = row.status === 'queued' || row.status === 'processing';
        // A finished video's own still; the template's poster shows while it is being made.
        const poster = completed ? row.posterKey : posters.get(row.templateId)?.poster;
        return {
          jobId: row.id,
          kind: row.kind,
          format: row.format,
          templateId: row.templateId,
          templateName: row.templateName,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          // A bucket's link is on another origin, where the browser ignores the web app's `download`
          // name: the link's Content-Disposition names the file, with its real extension, instead.
          signedUrl:
            completed && row.outputKey
              ? await urls.signedUrl(row.outputKey, DOWNLOAD_LINK_TTL_SECONDS, {
                  fileName: resultFileName({
                    templateName: row.templateName,
                    templateId: row.templateId,
                    jobId: row.id,
                    format: row.format,
                  }),
                })
              : null,
          errorMessage: row.errorMessage,
          progress: completed ? 100 : Math.min(100, Math.max(0, Math.floor(row.progress))),
          queuePosition: row.status === 'queued' ? (estimate?.queuePosition ?? null) : null,
          etaSeconds: estimate ? Math.round(estimate.etaSeconds ?? 0) : null,
          posterUrl: poster ? await urls.signedUrl(poster, DOWNLOAD_LINK_TTL_SECONDS) : null,
          refundedCredits: row.refunded ? row.credits : 0,
          heldCredits: active && !row.refunded ? row.credits : 0,
          batchId: row.batchId,
          batchRow: row.batchRow,
          madeBy: row.madeBy ? (makers.get(row.madeBy) ?? null) : null,
        };
      }),
    );
  }
}
