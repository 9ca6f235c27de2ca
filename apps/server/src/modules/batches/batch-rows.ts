import {
  BATCH_ROW_NAME_MAX_LENGTH,
  BatchMessage,
  SCENE_TEXT_MAX_LENGTH,
  type BatchRowProblem,
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

/**
 * Checks every row against the design and puts it in: each text layer the row names gets the row's
 * text, fitted to the box the design gave it (shrunk to half its size at most, `fitText`; the
 * others keep the design's words), each visible
 * photo slot the row's photo (or the design's own, when the row names none). Every problem of every
 * row is gathered, named at its row and field; rows with none are prepared. The photos are looked
 * up in one query, among the caller's own uploads only.
 */
export async function prepareRows(
  tx: Tx,
  userId: string,
  design: Scene,
  rows: readonly RowInput[],
): Promise<{ prepared: PreparedRow[]; problems: BatchRowProblem[] }> {
  const layers = new Map(design.layers.map((layer) => [layer.id, layer]));
  const wanted = new Set<string>();
  for (const layer of design.layers) {
    if (layer.type === 'image' && layer.uploadId) wanted.add(layer.uploadId);
  }
  for (const row of rows)
    for (const id of Object.values(row.photos)) if (isUuid(id)) wanted.add(id);
  const uploads = new Map(
    (await uploadRecords.findOwnUploads(tx, userId, [...wanted])).map((upload) => [
      upload.id,
      upload.kind,
    ]),
  );
  const problems: BatchRowProblem[] = [];
  const prepared: PreparedRow[] = [];
  rows.forEach((input, row) => {
    const before = problems.length;
    const problem = (field: string, message: string) => problems.push({ row, field, message });
    for (const id of Object.keys(input.texts)) {
      const layer = layers.get(id);
      if (!layer) problem(`texts.${id}`, BatchMessage.unknownLayer(id));
      else if (layer.type !== 'text') problem(`texts.${id}`, BatchMessage.notATextLayer(id));
    }
    for (const id of Object.keys(input.photos)) {
      const layer = layers.get(id);
      if (!layer) problem(`photos.${id}`, BatchMessage.unknownLayer(id));
      else if (layer.type !== 'image') problem(`photos.${id}`, BatchMessage.notAPhotoSlot(id));
    }
    const texts: Record<string, string> = {};
    const photos: Record<string, string> = {};
    const scene: Scene = {
      ...design,
      layers: design.layers.map((layer) => {
        if (layer.type === 'text') {
          const given = input.texts[layer.id];
          // A layer the row names no text for keeps the design's words, as a slot its photo; so
          // does an empty cell where the design's words are empty too (as Make many checks it).
          if (given === undefined || (given.trim() === '' && layer.text.trim() === '')) {
            return layer;
          }
          const text = given.replace(/\r\n?/g, '\n');
          const fitted = fitRowText(layer, text);
          if (typeof fitted === 'string') {
            problem(`texts.${layer.id}`, fitted);
            return layer;
          }
          texts[layer.id] = text;
          return { ...layer, text, size: fitted.size, lines: fitted.lines };
        }
        if (layer.type === 'image') {
          const given = input.photos[layer.id];
          if (given === undefined && layer.hidden) return layer;
          const uploadId = given ?? layer.uploadId;
          const refused = photoProblem(uploadId, uploads);
          if (refused) {
            problem(`photos.${layer.id}`, refused);
            return layer;
          }
          if (given !== undefined) photos[layer.id] = given;
          return { ...layer, uploadId } as ImageSlotLayer;
        }
        return layer;
      }),
    };
    const name = rowName(input.name, (message) => problem('name', message));
    if (problems.length === before) prepared.push({ row, name, texts, photos, scene });
  });
  return { prepared, problems };
}

/** The row's text fitted to its layer's box, or what is wrong with it. */
function fitRowText(layer: TextLayer, text: string) {
  if (text.trim() === '') return BatchMessage.emptyText;
  if (CONTROL_IN_TEXT.test(text)) return BatchMessage.controlCharacters;
  if (LONE_SURROGATE.test(text)) return BatchMessage.brokenCharacter;
  if (text.length > SCENE_TEXT_MAX_LENGTH) {
    return BatchMessage.textTooManyCharacters(SCENE_TEXT_MAX_LENGTH);
  }
  const fitted = fitText(textMeasurer(), layer, text);
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
  if (trimmed.length > BATCH_ROW_NAME_MAX_LENGTH) {
    problem(BatchMessage.nameTooLong(BATCH_ROW_NAME_MAX_LENGTH));
    return null;
  }
  return trimmed;
}
