import {
  BATCH_ROW_NAME_MAX_LENGTH,
  BatchMessage,
  SCENE_TEXT_MAX_LENGTH,
  type BatchRowInput,
  type Scene,
  type SceneLayer,
} from '@frameshop/contract';
import { fitText, type TextMeasurer } from '@frameshop/scene-renderer';
import type { ColumnMatch, DesignField } from './design-fields';
import type { BatchPhoto } from './photo-matching';

/** A problem of one row, at the field the server names it by (`texts.<id>`, `photos.<id>`). */
export interface RowProblem {
  field: string;
  message: string;
}

/** One row as it will be sent, drawn and judged. */
export interface RowPlan {
  input: BatchRowInput;
  /** The design with this row's words (shrunk to fit) and photos in it, for its thumbnail. */
  scene: Scene;
  problems: RowProblem[];
}

/** Characters no typed text has: a sheet exported badly, or pasted from a program's output. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const photoStillUploading = 'This row’s photo is still uploading.';
/** The sheet names a photo that is not among those chosen: named, so it can be found. */
export const photoNotChosen = (fileName: string) =>
  `No photo called “${fileName}” was chosen. Add it with the photos above, or replace it here.`;

interface PlanRowOptions {
  scene: Scene;
  fields: readonly DesignField[];
  match: ColumnMatch;
  nameColumn: number | null;
  cells: readonly string[];
  /** This row's photo per photo slot, as matched. */
  photos: Readonly<Record<string, BatchPhoto | undefined>>;
  measurer: TextMeasurer;
}

/**
 * One sheet row put into the design, checked as the server will check it: a cell empty where the
 * design has text, control characters, a text too long for its box even shrunk to half size (the
 * renderer's `fitText`, so the thumbnail shows the very lines the result is made with), a photo
 * missing (named by the file the sheet names) or not a picture. A text field no column fills keeps
 * the design's words; a photo slot no photo fills keeps the design's photo, if it has one.
 */
export function planRow(options: PlanRowOptions): RowPlan {
  const { scene, fields, match, nameColumn, cells, photos, measurer } = options;
  const texts: Record<string, string> = {};
  const uploads: Record<string, string> = {};
  const problems: RowProblem[] = [];
  const changed = new Map<string, SceneLayer>();

  for (const field of fields) {
    const layer = scene.layers.find((candidate) => candidate.id === field.layerId);
    if (!layer) continue;
    if (field.kind === 'text' && layer.type === 'text') {
      const column = match[field.layerId];
      if (column === null || column === undefined) continue;
      const text = cells[column] ?? '';
      texts[field.layerId] = text;
      const problem = textProblem(text, layer.text);
      if (problem) {
        problems.push({ field: `texts.${field.layerId}`, message: problem });
        continue;
      }
      const fitted = fitText(measurer, layer, text);
      if (!fitted.fits) {
        problems.push({ field: `texts.${field.layerId}`, message: BatchMessage.textTooLong });
        continue;
      }
      changed.set(layer.id, { ...layer, text, size: fitted.size, lines: fitted.lines });
    } else if (field.kind === 'photo' && layer.type === 'image') {
      const photo = photos[field.layerId];
      const column = match[field.layerId];
      const named = column === null || column === undefined ? '' : (cells[column] ?? '').trim();
      const problem = photoProblem(photo, named, layer.uploadId);
      if (problem) problems.push({ field: `photos.${field.layerId}`, message: problem });
      if (photo?.uploadId && !photo.problem) {
        uploads[field.layerId] = photo.uploadId;
        changed.set(layer.id, { ...layer, uploadId: photo.uploadId });
      }
    }
  }

  const name = nameColumn === null ? '' : (cells[nameColumn] ?? '').trim();
  return {
    input: {
      texts,
      photos: uploads,
      // Cut between code points, as the server counts them: never half an emoji.
      ...(name ? { name: [...name].slice(0, BATCH_ROW_NAME_MAX_LENGTH).join('') } : {}),
    },
    scene: { ...scene, layers: scene.layers.map((layer) => changed.get(layer.id) ?? layer) },
    problems,
  };
}

function textProblem(text: string, designed: string): string | null {
  if (text.trim() === '') return designed.trim() === '' ? null : BatchMessage.emptyText;
  if (CONTROL_CHARACTERS.test(text)) return BatchMessage.controlCharacters;
  if (text.length > SCENE_TEXT_MAX_LENGTH) return BatchMessage.textTooLong;
  return null;
}

function photoProblem(
  photo: BatchPhoto | undefined,
  named: string,
  designed: string | null,
): string | null {
  if (!photo && named) return photoNotChosen(named);
  if (!photo) return designed ? null : BatchMessage.photoMissing;
  if (photo.problem) return photo.problem;
  if (!photo.uploadId) return photoStillUploading;
  return null;
}

/** Every problem of a row once, the page's own and the server's. */
export function rowProblems(row: RowPlan, server: readonly RowProblem[] = []): RowProblem[] {
  const seen = new Set<string>();
  return [...row.problems, ...server].filter((problem) => {
    const key = `${problem.field}\n${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
