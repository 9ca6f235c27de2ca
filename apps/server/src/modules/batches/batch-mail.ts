import type { BatchSummary } from '@frameshop/contract';
import type { OutgoingMessage } from '../mail';

/** Where a batch is followed: its page in the web app. */
export const batchPagePath = (batchId: string) => `/batches/${batchId}`;

/** The mail a batch's buyer gets once the batch is finished: how many made, how many failed. */
export function batchFinishedMail(
  batch: Pick<BatchSummary, 'batchId' | 'templateName' | 'total' | 'made' | 'failed' | 'kind'>,
  publicUrl: string,
): Omit<OutgoingMessage, 'to'> {
  const link = `${publicUrl}${batchPagePath(batch.batchId)}`;
  const name = batch.templateName || 'your template';
  const things = batch.kind === 'video' ? 'videos' : 'pictures';
  const failed =
    batch.failed > 0
      ? `${batch.failed} could not be made; their credits were returned, and you can retry them ` +
        'from the batch page.\n\n'
      : '';
  return {
    subject: `Your batch from ${name} is finished: ${batch.made} of ${batch.total} made`,
    text:
      `Your batch of ${batch.total} ${things} from "${name}" is finished: ${batch.made} made.\n\n` +
      failed +
      `Download them one by one or all together as a ZIP on the batch page: ${link}\n`,
  };
}
