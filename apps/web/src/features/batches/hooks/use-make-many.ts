import type { BatchRowInput, Scene } from '@frameshop/contract';
import type { TextMeasurer } from '@frameshop/scene-renderer';
import { useMemo, useState } from 'react';
import { defaultNameColumn, designFields, matchColumns, type ColumnMatch } from '../design-fields';
import { matchPhotos, type BatchPhoto } from '../photo-matching';
import { planRow, type RowPlan } from '../row-plan';
import type { Sheet } from '../sheet/sheet';

/** A row of the sheet as the page shows it: its plan, and whether it is made. */
export interface PlannedRow extends RowPlan {
  /** The row's index in the sheet, from 0 (the row under the column names). */
  index: number;
  included: boolean;
  cells: string[];
}

/**
 * Make many's state: the sheet (its cells edited in place), which column fills which field and
 * which names the results, the rows left out, a photo replaced on a row, and every row planned and
 * checked against the design from them.
 */
export function useMakeMany(scene: Scene, photos: readonly BatchPhoto[], measurer: TextMeasurer) {
  const fields = useMemo(() => designFields(scene), [scene]);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [cells, setCells] = useState<string[][]>([]);
  const [match, setMatch] = useState<ColumnMatch>({});
  const [nameColumn, setNameColumn] = useState<number | null>(null);
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  const [replaced, setReplaced] = useState<Record<number, Record<string, BatchPhoto>>>({});

  const rows = useMemo<PlannedRow[]>(() => {
    if (!sheet) return [];
    const matched = matchPhotos({
      rows: cells,
      slots: fields
        .filter((field) => field.kind === 'photo')
        .map((field) => ({ layerId: field.layerId, column: match[field.layerId] ?? null })),
      photos,
    });
    return cells.map((row, index) => ({
      index,
      cells: row,
      included: !leftOut.has(index),
      ...planRow({
        scene,
        fields,
        match,
        nameColumn,
        cells: row,
        photos: { ...matched[index], ...replaced[index] },
        measurer,
      }),
    }));
  }, [sheet, cells, fields, match, photos, scene, nameColumn, replaced, leftOut, measurer]);

  const included = useMemo(() => rows.filter((row) => row.included), [rows]);

  return {
    fields,
    sheet,
    match,
    nameColumn,
    rows,
    /** The rows made, in the order sent: the server names their problems by this order. */
    included,
    /** Each with its place in the sheet, which the batch names it by (rows left out leave gaps). */
    inputs: useMemo<BatchRowInput[]>(
      () => included.map((row) => ({ ...row.input, sheetRow: row.index })),
      [included],
    ),
    /** A new sheet: its columns matched to the fields by name, every row in. */
    takeSheet: (next: Sheet) => {
      setSheet(next);
      setCells(next.rows);
      setMatch(matchColumns(fields, next.columns));
      setNameColumn(defaultNameColumn(next.columns));
      setLeftOut(new Set());
      setReplaced({});
    },
    matchField: (layerId: string, column: number | null) =>
      setMatch((now) => ({ ...now, [layerId]: column })),
    setNameColumn,
    editCell: (row: number, column: number, value: string) =>
      setCells((now) =>
        now.map((old, index) =>
          index === row ? old.map((cell, at) => (at === column ? value : cell)) : old,
        ),
      ),
    include: (row: number, made: boolean) =>
      setLeftOut((now) => {
        const next = new Set(now);
        if (made) next.delete(row);
        else next.add(row);
        return next;
      }),
    replacePhoto: (row: number, layerId: string, photo: BatchPhoto) =>
      setReplaced((now) => ({ ...now, [row]: { ...now[row], [layerId]: photo } })),
  };
}
