import type { BatchSummary } from '@frameshop/contract';
import type { OutgoingMessage } from '../mail';

/** Where a batch is followed: its page in the web app. */
export const batchPagePath = (batchId: string) => `/batches/${batchId}`;

type MailedBatch = Pick<
  BatchSummary,
  'batchId' | 'templateName' | 'total' | 'made' | 'failed' | 'kind' | 'status'
>;

/**
 * The mail a batch's buyer gets once its last row is settled: finished, or cancelled by them (the
 * rows being made then still finish, maybe after they left): how many made, how many not, that the
 * credits of those came back, and where the results are.
 */
export function batchFinishedMail(
  batch: MailedBatch,
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
  const download =
    batch.made > 0
      ? `Download them one by one or all together as a ZIP on the batch page: ${link}\n`
      : `The batch page: ${link}\n`;
  if (batch.status === 'cancelled') {
    const stopped = batch.total - batch.made - batch.failed;
    return {
      subject: `Your batch from ${name} is cancelled: ${batch.made} of ${batch.total} made`,
      text:
        `You cancelled your batch of ${batch.total} ${things} from "${name}": ${batch.made} made, ` +
        `${stopped} not made, and their credits were returned.\n\n` +
        failed +
        download,
    };
  }
  return {
    subject: `Your batch from ${name} is finished: ${batch.made} of ${batch.total} made`,
    text:
      `Your batch of ${batch.total} ${things} from "${name}" is finished: ${batch.made} made.\n\n` +
      failed +
      download,
  };
}
