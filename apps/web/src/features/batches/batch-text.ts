import type { BatchRowStatus, BatchStatus, BatchSummary } from '@frameshop/contract';
import { formatNumber } from '../../lib/format';

export const batchStatusText: Record<BatchStatus, string> = {
  queued: 'Waiting to start',
  running: 'Being made',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

export const rowStatusText: Record<BatchRowStatus, string> = {
  waiting: 'Waiting',
  making: 'Making',
  made: 'Made',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Whether rows of the batch are still waiting or being made. */
export const isMaking = (batch: Pick<BatchSummary, 'status'>) =>
  batch.status === 'queued' || batch.status === 'running';

/** Made and failed rows of all: how far the batch has gone, 0–100. */
export const batchPercent = (batch: Pick<BatchSummary, 'made' | 'failed' | 'total'>) =>
  batch.total > 0 ? ((batch.made + batch.failed) / batch.total) * 100 : 100;

/** "5 of 12 made, 1 failed". */
export function progressText(batch: Pick<BatchSummary, 'made' | 'failed' | 'total'>): string {
  const failed = batch.failed > 0 ? `, ${formatNumber(batch.failed)} failed` : '';
  return `${formatNumber(batch.made)} of ${formatNumber(batch.total)} made${failed}`;
}
