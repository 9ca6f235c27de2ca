import { useId } from 'react';
import { inputClasses } from '../../../components/ui/input-styles';
import type { ColumnMatch, DesignField } from '../design-fields';

interface FieldMatchingProps {
  fields: readonly DesignField[];
  columns: readonly string[];
  match: ColumnMatch;
  nameColumn: number | null;
  onMatch: (layerId: string, column: number | null) => void;
  onNameColumn: (column: number | null) => void;
}

/**
 * Which column fills each field of the design, matched by name and changed with a picker per
 * field, and which column names each result (its file in the ZIP).
 */
export function FieldMatching(props: FieldMatchingProps) {
  const { fields, columns, match } = props;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.map((field) => (
        <ColumnPicker
          key={field.layerId}
          label={field.kind === 'text' ? `Text “${field.label}”` : `${field.label} (file names)`}
          none={
            field.kind === 'text'
              ? 'No column: keep the design’s text'
              : 'No column: photos in order of their names'
          }
          columns={columns}
          value={match[field.layerId] ?? null}
          onChange={(column) => props.onMatch(field.layerId, column)}
        />
      ))}
      <ColumnPicker
        label="Name each result by"
        none="Row number"
        columns={columns}
        value={props.nameColumn}
        onChange={props.onNameColumn}
      />
    </div>
  );
}

function ColumnPicker(props: {
  label: string;
  none: string;
  columns: readonly string[];
  value: number | null;
  onChange: (column: number | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value === null ? '' : String(props.value)}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          props.onChange(chosen === '' ? null : Number(chosen));
        }}
        className={inputClasses('default', 'mt-1')}
      >
        <option value="">{props.none}</option>
        {props.columns.map((column, index) => (
          <option key={`${index}-${column}`} value={index}>
            {column}
          </option>
        ))}
      </select>
    </div>
  );
}
