import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { batchListQueryOptions } from '../api/batches-api';
import { batchPercent, batchStatusText, progressText } from '../batch-text';

/**
 * The buyer's batches (Make many), newest first, each with its progress and a link to its page.
 * Nothing at all when there are none (or the list cannot be had): the videos below are the page.
 */
export function BatchList() {
  const query = useQuery(batchListQueryOptions);
  const batches = query.data?.batches ?? [];
  if (batches.length === 0) return null;
  return (
    <section aria-labelledby="batches-heading" className="space-y-3">
      <h2 id="batches-heading" className="text-lg font-semibold text-ink">
        Batches
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {batches.map((batch) => (
          <li key={batch.batchId} className="rounded-card bg-surface p-4 ring-1 ring-line">
            <Link
              to={paths.batch(batch.batchId)}
              className="font-semibold break-words text-ink hover:text-brand-700 hover:underline"
            >
              {batch.templateName}: {batch.total} {batch.kind === 'image' ? 'pictures' : 'videos'}
            </Link>
            <p className="mt-1 text-xs text-ink-muted">
              {batchStatusText[batch.status]} · {formatDate(batch.createdAt)}
              {batch.madeBy ? ` · made by ${batch.madeBy}` : ''}
            </p>
            <ProgressBar
              className="mt-2"
              percent={batchPercent(batch)}
              label={`Progress of the batch of ${batch.templateName}`}
            />
            <p className="mt-1 text-sm text-ink">{progressText(batch)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
