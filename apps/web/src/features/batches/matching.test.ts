import { describe, expect, it } from 'vitest';
import { defaultNameColumn, designFields, matchColumns } from './design-fields';
import { testDesign, testSlot, testText } from './test-design';
import { inNameOrder, matchPhotos, photoFinder } from './photo-matching';

const scene = testDesign([
  testSlot('photo-a'),
  testText('greeting', 'Happy birthday'),
  testText('guest_name', 'Your name'),
  testText('hidden', 'Not shown', { hidden: true }),
]);

describe('the design’s fields', () => {
  it('lists each visible text layer by its text and each photo slot as Photo 1, 2, …', () => {
    expect(designFields(scene)).toEqual([
      { layerId: 'photo-a', kind: 'photo', label: 'Photo 1' },
      { layerId: 'greeting', kind: 'text', label: 'Happy birthday' },
      { layerId: 'guest_name', kind: 'text', label: 'Your name' },
    ]);
  });
});

describe('matching columns to fields', () => {
  const fields = designFields(scene);

  it('matches by label or layer id, any case, spaces and underscores ignored', () => {
    expect(matchColumns(fields, ['HAPPY BIRTHDAY', 'Guest Name', 'photo'])).toEqual({
      'photo-a': 2,
      greeting: 0,
      guest_name: 1,
    });
  });

  it('leaves a field without a column of its name unmatched, and uses a column once', () => {
    expect(matchColumns(fields, ['Your name', 'City'])).toEqual({
      'photo-a': null,
      greeting: null,
      guest_name: 0,
    });
  });

  it('finds a file-name column for a lone photo slot by its usual names', () => {
    expect(matchColumns(fields, ['File name'])['photo-a']).toBe(0);
    expect(matchColumns(fields, ['Photo 1'])['photo-a']).toBe(0);
  });

  it('names the results by a column called name, if any', () => {
    expect(defaultNameColumn(['Photo', ' Name '])).toBe(1);
    expect(defaultNameColumn(['Photo', 'Guest'])).toBeNull();
  });
});

describe('matching photos to rows', () => {
  const photos = ['IMG_10.jpg', 'priya.JPG', 'arun.png', 'IMG_2.jpg'].map((fileName) => ({
    fileName,
  }));

  it('finds a photo by its file name with or without extension, in any case', () => {
    const find = photoFinder(photos);
    expect(find('priya.jpg')?.fileName).toBe('priya.JPG');
    expect(find('PRIYA')?.fileName).toBe('priya.JPG');
    expect(find(' Arun ')?.fileName).toBe('arun.png');
    expect(find('arun.jpeg')?.fileName).toBe('arun.png');
    expect(find('nobody.jpg')).toBeUndefined();
    expect(find('')).toBeUndefined();
  });

  it('prefers the exact file name over one that only shares its name', () => {
    const find = photoFinder([{ fileName: 'priya.png' }, { fileName: 'priya.jpg' }]);
    expect(find('priya.jpg')?.fileName).toBe('priya.jpg');
  });

  it('matches by a file-name column, row by row', () => {
    const matched = matchPhotos({
      rows: [
        ['Priya', 'priya'],
        ['Arun', 'ARUN.PNG'],
        ['Zoë', 'missing.jpg'],
      ],
      slots: [{ layerId: 'photo-a', column: 1 }],
      photos,
    });
    expect(matched.map((row) => row['photo-a']?.fileName)).toEqual([
      'priya.JPG',
      'arun.png',
      undefined,
    ]);
  });

  it('matches by order of names (numbers as numbers) when no column holds file names', () => {
    expect(inNameOrder(photos).map((photo) => photo.fileName)).toEqual([
      'arun.png',
      'IMG_2.jpg',
      'IMG_10.jpg',
      'priya.JPG',
    ]);
    const matched = matchPhotos({
      rows: [['a'], ['b'], ['c'], ['d'], ['e']],
      slots: [{ layerId: 'photo-a', column: null }],
      photos,
    });
    expect(matched.map((row) => row['photo-a']?.fileName)).toEqual([
      'arun.png',
      'IMG_2.jpg',
      'IMG_10.jpg',
      'priya.JPG',
      undefined,
    ]);
  });

  it('gives each row as many photos in order as it has slots', () => {
    const matched = matchPhotos({
      rows: [['a'], ['b']],
      slots: [
        { layerId: 'left', column: null },
        { layerId: 'right', column: null },
      ],
      photos,
    });
    expect(matched).toEqual([
      { left: { fileName: 'arun.png' }, right: { fileName: 'IMG_2.jpg' } },
      { left: { fileName: 'IMG_10.jpg' }, right: { fileName: 'priya.JPG' } },
    ]);
  });
});
