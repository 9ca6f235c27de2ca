import { BATCH_ROW_NAME_MAX_LENGTH, BatchMessage, type TextLayer } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { designFields } from './design-fields';
import type { BatchPhoto } from './photo-matching';
import { testDesign, testMeasurer, testSlot, testText } from './test-design';
import { photoNotChosen, photoStillUploading, planRow, rowProblems } from './row-plan';

// "Your name" at 40 px in a 400 px box: 20 px a character, 20 characters on its one line.
const scene = testDesign([
  testSlot('photo'),
  testText('name', 'Your name'),
  testText('note', '', { y: 300 }),
]);
const measurer = testMeasurer;
const fields = designFields(scene);
const match = { photo: null, name: 0, note: 1 };
const priya: BatchPhoto = {
  fileName: 'priya.jpg',
  uploadId: 'u-priya',
  url: '/p.jpg',
  problem: null,
};

const plan = (cells: string[], photo: BatchPhoto | null = priya) =>
  planRow({
    scene,
    fields,
    match,
    nameColumn: 0,
    cells,
    photos: { photo: photo ?? undefined },
    measurer,
  });
const textLayer = (planned: ReturnType<typeof plan>, id: string) =>
  planned.scene.layers.find((layer) => layer.id === id) as TextLayer;

describe('checking a row against the design', () => {
  it('puts a fitting row into the design at its designed size, with its photo and name', () => {
    const planned = plan(['Priya', '']);
    expect(planned.problems).toEqual([]);
    expect(planned.input).toEqual({
      texts: { name: 'Priya', note: '' },
      photos: { photo: 'u-priya' },
      name: 'Priya',
    });
    expect(textLayer(planned, 'name')).toMatchObject({ text: 'Priya', size: 40, lines: ['Priya'] });
  });

  it(`names a row by its first ${BATCH_ROW_NAME_MAX_LENGTH} characters, an emoji counted as one`, () => {
    const emoji = '😀'.repeat(BATCH_ROW_NAME_MAX_LENGTH);
    expect(plan([`${emoji}😀😀`, '']).input.name).toBe(emoji);
  });

  it('shrinks a longer text to fit its box (the thumbnail draws it shrunk), down to half size', () => {
    const planned = plan(['Venkataraghavan Subramanian', '']);
    expect(planned.problems).toEqual([]);
    const layer = textLayer(planned, 'name');
    expect(layer.size).toBeLessThan(40);
    expect(layer.size).toBeGreaterThanOrEqual(20);
    expect(layer.lines).toEqual(['Venkataraghavan Subramanian']);
  });

  it('flags a text too long for its box even at half size', () => {
    expect(plan(['x'.repeat(100), '']).problems).toEqual([
      { field: 'texts.name', message: BatchMessage.textTooLong },
    ]);
  });

  it('flags 10,000 emoji as too long without laying them out', () => {
    expect(plan(['🎉'.repeat(10_000), '']).problems).toEqual([
      { field: 'texts.name', message: BatchMessage.textTooLong },
    ]);
  });

  it('flags an empty cell where the design has text, not where it has none', () => {
    expect(plan(['  ', '']).problems).toEqual([
      { field: 'texts.name', message: BatchMessage.emptyText },
    ]);
  });

  it('flags control characters', () => {
    expect(plan(['Pri\u0007ya', '']).problems).toEqual([
      { field: 'texts.name', message: BatchMessage.controlCharacters },
    ]);
  });

  it('flags a missing photo, one still uploading, and one that is not a picture', () => {
    expect(plan(['Priya', ''], null).problems).toEqual([
      { field: 'photos.photo', message: BatchMessage.photoMissing },
    ]);
    expect(plan(['Priya', ''], { ...priya, uploadId: null }).problems).toEqual([
      { field: 'photos.photo', message: photoStillUploading },
    ]);
    expect(
      plan(['Priya', ''], { ...priya, uploadId: null, problem: BatchMessage.photoNotAPicture })
        .problems,
    ).toEqual([{ field: 'photos.photo', message: BatchMessage.photoNotAPicture }]);
  });

  it('names the photo a row’s cell asks for when no photo of that name was chosen', () => {
    const planned = planRow({
      scene,
      fields,
      match: { photo: 2, name: 0, note: 1 },
      nameColumn: 0,
      cells: ['Aarav', '', ' aarav.jpg '],
      photos: { photo: undefined },
      measurer,
    });
    expect(planned.problems).toEqual([
      { field: 'photos.photo', message: photoNotChosen('aarav.jpg') },
    ]);
    expect(photoNotChosen('aarav.jpg')).toContain('“aarav.jpg”');
  });

  it('keeps the design’s words in a field no column fills', () => {
    const planned = planRow({
      scene,
      fields,
      match: { photo: null, name: null, note: null },
      nameColumn: null,
      cells: ['ignored'],
      photos: { photo: priya },
      measurer,
    });
    expect(planned.input).toEqual({ texts: {}, photos: { photo: 'u-priya' } });
    expect(textLayer(planned, 'name').text).toBe('Your name');
  });

  it('lists each problem once, the page’s and the server’s', () => {
    const planned = plan(['', '']);
    expect(
      rowProblems(planned, [
        { field: 'texts.name', message: BatchMessage.emptyText },
        { field: 'photos.photo', message: BatchMessage.photoNotFound },
      ]),
    ).toEqual([
      { field: 'texts.name', message: BatchMessage.emptyText },
      { field: 'photos.photo', message: BatchMessage.photoNotFound },
    ]);
  });
});
