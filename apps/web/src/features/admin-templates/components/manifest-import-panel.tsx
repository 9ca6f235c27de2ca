import type { CatalogueImport, ManifestProblemView } from '@frameshop/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { referenceOf } from '../../../lib/api-error';
import { adminErrorMessage } from '../../admin-shell/admin-error-message';
import { formatCount } from '../../admin-shell/format-admin';
import { useManifestImport, useStartManifestImport } from '../hooks/use-manifest-import';

const fileInput =
  'block w-full text-sm text-ink file:mr-3 file:rounded-control file:border-0 file:bg-brand-50 ' +
  'file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100';

/**
 * The manifest import of the Templates tab: a manifest (CSV or JSON) with the media files it
 * names, checked only (every problem as row, field and message) or imported, with its progress
 * and then what it made.
 */
export function ManifestImportPanel({ token, id }: { token: string; id: string }) {
  const fieldId = useId();
  const [manifest, setManifest] = useState<File | null>(null);
  const [media, setMedia] = useState<File[]>([]);
  const [dryRun, setDryRun] = useState(true);
  const start = useStartManifestImport(token);
  const started = start.data && !('dryRun' in start.data) ? start.data : null;
  const dryRunReport = start.data && 'dryRun' in start.data ? start.data : null;
  const running = useManifestImport(token, started);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!manifest) return;
    start.mutate({ manifest, media, dryRun });
  };

  return (
    <section
      id={id}
      aria-labelledby={`${fieldId}-title`}
      className="space-y-4 rounded-card bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5"
    >
      <h2 id={`${fieldId}-title`} className="text-base font-semibold text-ink">
        Import manifest
      </h2>
      <p className="text-sm text-ink-muted">
        One row per template, matched by its sku; send the media files the manifest names with it.
      </p>
      <form onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor={`${fieldId}-manifest`} className="mb-1.5 block text-sm font-medium">
            Manifest (CSV or JSON)
          </label>
          <input
            id={`${fieldId}-manifest`}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-required="true"
            className={fileInput}
            onChange={(event) => setManifest(event.target.files?.[0] ?? null)}
          />
        </div>
        <div>
          <label htmlFor={`${fieldId}-media`} className="mb-1.5 block text-sm font-medium">
            Media files
          </label>
          <input
            id={`${fieldId}-media`}
            type="file"
            multiple
            className={fileInput}
            aria-describedby={`${fieldId}-media-hint`}
            onChange={(event) => setMedia([...(event.target.files ?? [])])}
          />
          <p id={`${fieldId}-media-hint`} className="mt-1 text-xs text-ink-muted">
            {media.length > 0
              ? `${formatCount(media.length)} files chosen.`
              : 'The clips and overlays the manifest names, by their file names.'}
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={dryRun}
            onChange={(event) => setDryRun(event.target.checked)}
            className="size-4"
          />
          Check only (dry run)
        </label>
        <Button type="submit" disabled={!manifest || start.isPending}>
          {start.isPending ? 'Sending…' : 'Import'}
        </Button>
      </form>
      {start.isError ? (
        <FormAlert tone="error" reference={referenceOf(start.error)}>
          {adminErrorMessage(start.error)}
        </FormAlert>
      ) : null}
      {dryRunReport ? (
        <div className="space-y-3">
          <FormAlert tone={dryRunReport.problems.length > 0 ? 'info' : 'success'}>
            Checked {formatCount(dryRunReport.totalRows)} rows: {formatCount(dryRunReport.goodRows)}{' '}
            good, {formatCount(dryRunReport.totalRows - dryRunReport.goodRows)} with problems.
            Nothing was changed.
          </FormAlert>
          <ProblemsTable problems={dryRunReport.problems} />
        </div>
      ) : null}
      {running.data ? <ImportProgress current={running.data} /> : null}
      {running.isError ? (
        <FormAlert tone="error" reference={referenceOf(running.error)}>
          {adminErrorMessage(running.error)}
        </FormAlert>
      ) : null}
    </section>
  );
}

function ImportProgress({ current }: { current: CatalogueImport }) {
  const percent = current.totalRows === 0 ? 100 : (current.doneRows / current.totalRows) * 100;
  if (current.state === 'queued' || current.state === 'running') {
    return (
      <div className="space-y-2" role="status">
        <p className="text-sm">
          Importing: {formatCount(current.doneRows)} of {formatCount(current.totalRows)} rows done
        </p>
        <ProgressBar percent={percent} label="Importing the manifest" />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <FormAlert tone={current.state === 'failed' ? 'error' : 'success'}>
        {current.state === 'failed' ? 'The import stopped. ' : 'Import finished: '}
        {formatCount(current.created)} created, {formatCount(current.updated)} updated,{' '}
        {formatCount(current.unchanged)} unchanged,{' '}
        {formatCount(new Set(current.problems.map((problem) => problem.row)).size)} rows not
        applied.
      </FormAlert>
      <ProblemsTable problems={current.problems} />
    </div>
  );
}

function ProblemsTable({ problems }: { problems: readonly ManifestProblemView[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Problems by row</caption>
        <thead className="text-xs uppercase text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Row
            </th>
            <th scope="col" className="py-2 pr-3">
              Field
            </th>
            <th scope="col" className="py-2">
              Message
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {problems.map((problem, index) => (
            <tr key={`${problem.row}-${problem.field}-${index}`}>
              <td className="py-2 pr-3 align-top tabular-nums">
                {problem.row === 0 ? '—' : problem.row}
              </td>
              <td className="py-2 pr-3 align-top font-mono text-xs break-all">{problem.field}</td>
              <td className="py-2 align-top">{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
