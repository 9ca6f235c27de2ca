import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from './csv-table';
import { checkManifest, ManifestMessage, readManifest } from './manifest-rows';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-manifest-'));
fs.writeFileSync(path.join(mediaDir, 'clip.mp4'), 'clip');
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

describe('CSV', () => {
  it('reads quoted commas, doubled quotes, line breaks and CRLF, and writes them back', () => {
    const rows = [
      ['sku', 'templateDescription'],
      ['A-1', 'Warm, bright "sunset" look\nsecond line'],
      ['A-2', ' leading space'],
    ];
    const text = writeCsv(rows);
    expect(readCsv(text)).toEqual(rows);
    expect(readCsv('a,b\r\n1,2\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('a manifest', () => {
  const csv = [
    'sku,kind,templateName,templateCategory,templateSection,templatePrice,templatePriceIND,videoFile,status',
    'REEL-1,video,Sunset Reel,Travel|Summer,"[""Intros""]",40,,clip.mp4,published',
    'REEL-2,video,Second Reel,,,-5,,,',
    'REEL-3,image,Card,,,2.5,,missing.png,',
    'REEL-1,video,Again,,,10,,,draft',
    ',video,No Key,,,10,,,',
    'REEL-6,video,Bad Status,,,10,,,sold',
  ].join('\n');

  it('reads lists as |-separated or JSON, and gives every good row', () => {
    const { rows } = checkManifest(readManifest(csv), mediaDir);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      row: 1,
      status: 'published',
      fields: {
        sku: 'REEL-1',
        templateCategory: ['Travel', 'Summer'],
        templateSection: ['Intros'],
        templatePrice: 40,
        templatePriceIND: null,
      },
      files: { video: path.join(mediaDir, 'clip.mp4') },
    });
  });

  it('names each problem by row, field and message', () => {
    const { problems } = checkManifest(readManifest(csv), mediaDir);
    expect(problems).toEqual([
      { row: 2, field: 'templatePrice', message: 'templatePrice cannot be negative' },
      {
        row: 3,
        field: 'templatePrice',
        message: 'templatePrice must be a whole number of credits',
      },
      { row: 3, field: 'videoFile', message: expect.stringContaining('missing.png is not there') },
      { row: 4, field: 'sku', message: 'sku REEL-1 is also on row 1; each template has one row' },
      { row: 5, field: 'sku', message: expect.stringContaining('needs a sku') },
      { row: 6, field: 'status', message: 'status must be draft, published or retired' },
    ]);
  });

  it('takes a JSON array with the same names and refuses unknown columns', () => {
    const json = JSON.stringify([
      { sku: 'J-1', kind: 'direct-sell', templateName: 'Film', templatePrice: 5, colour: 'red' },
    ]);
    const { rows, problems } = checkManifest(readManifest(json), mediaDir);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { row: 1, field: 'colour', message: 'colour is not a manifest column' },
    ]);
  });

  it('reads only files inside the media folder: no absolute path, "..", or link out of it', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-private-'));
    try {
      fs.writeFileSync(path.join(outside, 'render.mp4'), 'a buyer’s private render');
      fs.mkdirSync(path.join(mediaDir, 'clips'), { recursive: true });
      fs.writeFileSync(path.join(mediaDir, 'clips', 'own.mp4'), 'clip');
      fs.symlinkSync(path.join(outside, 'render.mp4'), path.join(mediaDir, 'link-out.mp4'));
      fs.symlinkSync(path.join(outside), path.join(mediaDir, 'folder-out'));
      fs.symlinkSync(path.join(mediaDir, 'clip.mp4'), path.join(mediaDir, 'link-in.mp4'));
      const names = [
        path.join(outside, 'render.mp4'),
        `../${path.basename(outside)}/render.mp4`,
        'clips/../../etc/passwd',
        'link-out.mp4',
        'folder-out/render.mp4',
        'clips/own.mp4',
        'link-in.mp4',
      ];
      const csv = [
        'sku,kind,templateName,templatePrice,videoFile',
        ...names.map((name, index) => `F-${index},direct-sell,Film ${index},5,${name}`),
      ].join('\n');
      const { rows, problems } = checkManifest(readManifest(csv), mediaDir);
      expect(problems).toEqual(
        names.slice(0, 5).map((name, index) => ({
          row: index + 1,
          field: 'videoFile',
          message: ManifestMessage.outsideMedia('videoFile', name),
        })),
      );
      expect(rows.map((row) => row.files.video)).toEqual([
        path.join(fs.realpathSync(mediaDir), 'clips', 'own.mp4'),
        path.join(fs.realpathSync(mediaDir), 'clip.mp4'),
      ]);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('says what is missing or wrong as the dashboard does, never in zod’s words', () => {
    const csv = [
      'sku,kind,templateName,templatePrice,thumbnailFrame',
      'W-1,video,,10,',
      'W-2,,Kindless,10,',
      'W-3,film,Odd Kind,ten,later',
    ].join('\n');
    const json = JSON.stringify([
      {
        sku: 'W-4',
        kind: 'image',
        templateName: 7,
        templatePrice: 5,
        templateJson: { width: 640, height: 360 },
      },
    ]);
    const { problems } = checkManifest([...readManifest(csv), ...readManifest(json)], mediaDir);
    expect(problems).toEqual([
      { row: 1, field: 'templateName', message: 'Give the template a name' },
      { row: 2, field: 'kind', message: 'kind must be video, image or direct-sell' },
      { row: 3, field: 'kind', message: 'kind must be video, image or direct-sell' },
      { row: 3, field: 'templatePrice', message: 'templatePrice must be a number of credits' },
      { row: 3, field: 'thumbnailFrame', message: 'thumbnailFrame must be a number' },
      { row: 4, field: 'templateName', message: 'templateName must be text' },
    ]);
    for (const problem of problems) expect(problem.message).not.toMatch(/Invalid (input|option)/);
  });
});
