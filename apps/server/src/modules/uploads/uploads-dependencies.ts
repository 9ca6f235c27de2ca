import type { UploadsConfig } from '../../config/env';
import type { Db } from '../../db/database';
import type { JobPayloads, JobQueue } from '../../jobs';
import type { StoreMetrics } from '../../observability';
import type { MediaStorage } from '../media';
import type { MediaTools } from './stream-info';
import type { UploadHold } from './upload-holds';

/** What the uploads service and each of its parts work with. */
export interface UploadsServiceDependencies {
  db: Db;
  storage: MediaStorage;
  /** Where a stored video's preview proxy is asked for. */
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  limits: UploadsConfig;
  /** Found on first use, so a store that never takes an upload never needs ffmpeg. */
  tools: () => MediaTools;
  /** Counts uploads kept (and their bytes) and refused; optional in tests. */
  metrics?: Pick<StoreMetrics, 'uploads'>;
  /** The other modules' work that may keep an upload from being deleted. */
  holds?: readonly UploadHold[];
}
