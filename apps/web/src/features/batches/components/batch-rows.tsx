import { useId } from 'react';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input-styles';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import type { ColumnMatch, DesignField } from '../design-fields';
import type { PlannedRow } from '../hooks/use-make-many';
import { PHOTO_ACCEPT } from '../photo-matching';
import { rowProblems, type RowProblem } from '../row-plan';
import { RowThumbnail, type ThumbnailSources } from './row-thumbnail';

interface BatchRowsProps {
  rows: readonly PlannedRow[];
  columns: readonly string[];
  fields: readonly DesignField[];
  match: ColumnMatch;
  /** The server's problems by sheet row index, beside the page's own. */
  serverProblems: ReadonlyMap<number, RowProblem[]>;
  sources: ThumbnailSources;
  onInclude: (row: number, made: boolean) => void;
  onEdit: (row: number, column: number, value: string) => void;
  onReplacePhoto: (row: number, layerId: string, file: File) => void;
}

/**
 * Every row as it will be made: its thumbnail, its problems named on it, its cells to fix in place,
 * a photo to replace, and whether it is made at all. Rows off screen skip their layout and drawing
 * (`content-visibility`, thumbnails drawn as they come near), so 500 rows stay quick.
 */
export function BatchRows(props: BatchRowsProps) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Rows">
      {props.rows.map((row) => (
        <BatchRowItem key={row.index} row={row} {...props} />
      ))}
    </ol>
  );
}

function BatchRowItem({
  row,
  columns,
  fields,
  match,
  serverProblems,
  sources,
  onInclude,
  onEdit,
  onReplacePhoto,
}: BatchRowsProps & { row: PlannedRow }) {
  const number = row.index + 1;
  const problems = rowProblems(row, serverProblems.get(row.index));
  const title = row.input.name ? `Row ${number}: ${row.input.name}` : `Row ${number}`;
  const problemsId = useId();
  const fieldName = (field: string) => {
    const layerId = field.split('.').slice(1).join('.');
    return fields.find((candidate) => candidate.layerId === layerId)?.label ?? field;
  };
  return (
    <li
      // A row left out is greyed by its background and picture, never by fading its words, which
      // must stay readable (and pass contrast) to be fixed and ticked again.
      className={`rounded-card p-3 ring-1 [contain-intrinsic-size:auto_10rem] [content-visibility:auto] ${
        problems.length > 0 && row.included ? 'ring-danger-600/40' : 'ring-line'
      } ${row.included ? 'bg-surface' : 'bg-canvas'}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className={`shrink-0 ${row.included ? '' : 'opacity-50'}`}>
          <RowThumbnail scene={row.scene} sources={sources} label={`How row ${number} will look`} />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold break-words text-ink">{title}</p>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={row.included}
                onChange={(event) => onInclude(row.index, event.currentTarget.checked)}
                className="size-4"
              />
              Make row {number}
            </label>
          </div>
          {problems.length > 0 ? (
            <ul id={problemsId} className="space-y-1 text-sm text-danger-700">
              {problems.map((problem) => (
                <li key={`${problem.field}-${problem.message}`} className="flex gap-1.5">
                  <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    {problem.field.includes('.') ? `${fieldName(problem.field)}: ` : ''}
                    {problem.message}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex items-center gap-1.5 text-sm text-success-700">
              <CheckCircleIcon className="size-4" aria-hidden="true" /> Ready
            </p>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            {fields.map((field) => {
              const column = match[field.layerId];
              if (field.kind === 'photo') {
                return (
                  <FileDropZone
                    key={field.layerId}
                    inputLabel={`New photo for row ${number}, ${field.label}`}
                    buttonLabel={`Replace ${field.label.toLowerCase()} of row ${number}`}
                    hint={photoHint(row, field.layerId)}
                    accept={PHOTO_ACCEPT}
                    onFiles={([file]) => file && onReplacePhoto(row.index, field.layerId, file)}
                  />
                );
              }
              if (column === null || column === undefined) return null;
              return (
                <label key={field.layerId} className="text-xs font-medium text-ink-muted">
                  Row {number}: {columns[column]}
                  <input
                    value={row.cells[column] ?? ''}
                    onChange={(event) => onEdit(row.index, column, event.currentTarget.value)}
                    aria-describedby={problems.length > 0 ? problemsId : undefined}
                    className={inputClasses('default', 'mt-1 h-9')}
                  />
                </label>
              );
            })}
          </div>
        </div>
      </div>
    </li>
  );
}

function photoHint(row: PlannedRow, layerId: string): string {
  const uploadId = row.input.photos?.[layerId];
  return uploadId ? 'This row has its photo.' : 'No photo yet.';
}
