import {
  BATCH_ROW_NAME_MAX_LENGTH,
  BatchMessage,
  SCENE_TEXT_MAX_LENGTH,
  type BatchRowProblem,
  type BrandFontFamilies,
  type ImageSlotLayer,
  type Scene,
  type TextLayer,
} from '@frameshop/contract';
import { fitText, type TextMeasurer } from '@frameshop/scene-renderer';
import { createCanvas } from '@napi-rs/canvas';
import type { Tx } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { useSceneFonts } from '../scene-export';
import { uploadRecords } from '../uploads';
import { eventLoopTurns } from './event-loop-turns';

/** A row as the request gave it, after the contract's schema. */
export interface RowInput {
  texts: Record<string, string>;
  photos: Record<string, string>;
  name?: string | undefined;
}

/** A row that can be made: what it was given, cleaned, and the design with it put in. */
export interface PreparedRow {
  row: number;
  name: string | null;
  texts: Record<string, string>;
  photos: Record<string, string>;
  scene: Scene;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0009\u000b-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

let measurer: TextMeasurer | undefined;
/** One canvas context for measuring, with the bundled fonts, as the export draws them. */
function textMeasurer(): TextMeasurer {
  useSceneFonts();
  return (measurer ??= createCanvas(1, 1).getContext('2d'));
}

/** A row's problem, with where it goes among the row's others (the layer's place in the design). */
interface PlacedProblem extends BatchRowProblem {
  order: number;
}

/** A row whose texts and name are checked and fitted into the design; its photos not yet. */
export interface FittedRow {
  row: number;
  input: RowInput;
  name: string | null;
  texts: Record<string, string>;
  /** The design with the row's texts put in. */
  scene: Scene;
  problems: PlacedProblem[];
}

/** How long fitting texts runs before it lets the event loop answer others. */
const TURN_EVERY_MS = 10;

/**
 * The first part of checking rows, with no database: each row may name only the design's layers
 * (the first name that is not one of its text layers, or photo slots, is the row's problem, and
 * the rest of that list is not read), and each text layer the row names gets the row's text fitted
 * to the box the design gave it, in the kit fonts `brandFonts` names, (shrunk to half its size at most, `fitText`, which stops laying out
 * a text once it passes its box; the others keep the design's words). Fitting hundreds of texts takes long, so it lets the event loop
 * answer other requests every few milliseconds: run it before a transaction, never in one that
 * holds a lock.
 */
export async function fitRows(
  design: Scene,
  rows: readonly RowInput[],
  brandFonts?: BrandFontFamilies,
): Promise<FittedRow[]> {
  const layers = new Map(design.layers.map((layer, index) => [layer.id, { layer, index }]));
  const fitted: FittedRow[] = [];
  const turns = eventLoopTurns(TURN_EVERY_MS);
  for (const [row, input] of rows.entries()) {
    const problems: PlacedProblem[] = [];
    const problem = (order: number, field: string, message: string) =>
      problems.push({ row, field, message, order });
    const misnamed = (ids: string[], type: 'text' | 'image', field: string) => {
      for (const id of ids) {
        const named = layers.get(id)?.layer;
        if (named?.type === type) continue;
        const message = !named
          ? BatchMessage.unknownLayer(id)
          : type === 'text'
            ? BatchMessage.notATextLayer(id)
            : BatchMessage.notAPhotoSlot(id);
        problem(-1, `${field}.${id}`, message);
        return;
      }
    };
    misnamed(Object.keys(input.texts), 'text', 'texts');
    misnamed(Object.keys(input.photos), 'image', 'photos');
    const texts: Record<string, string> = {};
    const scene: Scene = {
      ...design,
      layers: design.layers.map((layer, index) => {
        if (layer.type !== 'text') return layer;
        const given = input.texts[layer.id];
        // A layer the row names no text for keeps the design's words, as a slot its photo; so
        // does an empty cell where the design's words are empty too (as Make many checks it).
        if (given === undefined || (given.trim() === '' && layer.text.trim() === '')) {
          return layer;
        }
        const text = given.replace(/\r\n?/g, '\n');
        const fittedText = fitRowText(layer, text, brandFonts);
        if (typeof fittedText === 'string') {
          problem(index, `texts.${layer.id}`, fittedText);
          return layer;
        }
        texts[layer.id] = text;
        return { ...layer, text, size: fittedText.size, lines: fittedText.lines };
      }),
    };
    const name = rowName(input.name, (message) => problem(design.layers.length, 'name', message));
    fitted.push({ row, input, name, texts, scene, problems });
    await turns.take();
  }
  return fitted;
}

/**
 * The second part, in the caller's transaction: each visible photo slot of each fitted row gets
 * the row's photo (or the design's own, when the row names none), looked up in one query among
 * the caller's own uploads. Rows with no problem are prepared; every problem is answered in the
 * order of its row and, within a row, of the design's layers.
 */
export async function prepareRows(
  tx: Tx,
  userId: string,
  design: Scene,
  rows: readonly FittedRow[],
): Promise<{ prepared: PreparedRow[]; problems: BatchRowProblem[] }> {
  const wanted = new Set<string>();
  for (const layer of design.layers) {
    if (layer.type === 'image' && layer.uploadId) wanted.add(layer.uploadId);
  }
  for (const row of rows) {
    for (const id of Object.values(row.input.photos)) if (isUuid(id)) wanted.add(id);
  }
  const uploads = new Map(
    (await uploadRecords.findOwnUploads(tx, userId, [...wanted])).map((upload) => [
      upload.id,
      upload.kind,
    ]),
  );
  const problems: BatchRowProblem[] = [];
  const prepared: PreparedRow[] = [];
  for (const fitted of rows) {
    const rowProblems = [...fitted.problems];
    const photos: Record<string, string> = {};
    const scene: Scene = {
      ...fitted.scene,
      layers: fitted.scene.layers.map((layer, index) => {
        if (layer.type !== 'image') return layer;
        const given = fitted.input.photos[layer.id];
        if (given === undefined && layer.hidden) return layer;
        const uploadId = given ?? layer.uploadId;
        const refused = photoProblem(uploadId, uploads);
        if (refused) {
          rowProblems.push({
            row: fitted.row,
            field: `photos.${layer.id}`,
            message: refused,
            order: index,
          });
          return layer;
        }
        if (given !== undefined) photos[layer.id] = given;
        return { ...layer, uploadId } as ImageSlotLayer;
      }),
    };
    if (rowProblems.length === 0) {
      const { row, name, texts } = fitted;
      prepared.push({ row, name, texts, photos, scene });
      continue;
    }
    rowProblems.sort((a, b) => a.order - b.order);
    for (const { row, field, message } of rowProblems) problems.push({ row, field, message });
  }
  return { prepared, problems };
}

/** The row's text fitted to its layer's box, or what is wrong with it. */
function fitRowText(layer: TextLayer, text: string, brandFonts?: BrandFontFamilies) {
  if (text.trim() === '') return BatchMessage.emptyText;
  if (CONTROL_IN_TEXT.test(text)) return BatchMessage.controlCharacters;
  if (LONE_SURROGATE.test(text)) return BatchMessage.brokenCharacter;
  if (text.length > SCENE_TEXT_MAX_LENGTH) {
    return BatchMessage.textTooManyCharacters(SCENE_TEXT_MAX_LENGTH);
  }
  const fitted = fitText(textMeasurer(), layer, text, brandFonts);
  return fitted.fits ? fitted : BatchMessage.textTooLong;
}

function photoProblem(
  uploadId: string | null | undefined,
  uploads: Map<string, 'image' | 'video'>,
): string | undefined {
  if (!uploadId) return BatchMessage.photoMissing;
  const kind = isUuid(uploadId) ? uploads.get(uploadId) : undefined;
  // Another user's upload is answered as an unknown one: nothing says it exists.
  if (!kind) return BatchMessage.photoNotFound;
  if (kind !== 'image') return BatchMessage.photoNotAPicture;
  return undefined;
}

/** The row's name, trimmed (null when empty), or its problem told. */
function rowName(name: string | undefined, problem: (message: string) => void): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return null;
  if (CONTROL_IN_NAME.test(trimmed)) {
    problem(BatchMessage.controlCharacters);
    return null;
  }
  if (LONE_SURROGATE.test(trimmed)) {
    problem(BatchMessage.brokenCharacter);
    return null;
  }
  // Counted in characters as a person counts them (code points: an emoji is one, not two).
  if ([...trimmed].length > BATCH_ROW_NAME_MAX_LENGTH) {
    problem(BatchMessage.nameTooLong(BATCH_ROW_NAME_MAX_LENGTH));
    return null;
  }
  return trimmed;
}
