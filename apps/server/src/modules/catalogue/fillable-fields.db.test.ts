import {
  fillableFieldsEndpoints,
  SCENE_TEXT_MAX_LENGTH,
  type TemplateFieldsResponse,
} from '@frameshop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { insertTemplates } from './catalogue.repository';
import type { NewTemplate } from './catalogue.schema';

const COMP = { width: 1080, height: 1350 };
const PHOTO_BOX = { x: 90, y: 120, width: 900, height: 700 };

/** A starting scene with the template's own layers, a photo slot and a text layer. */
const templateJson = {
  ...COMP,
  layers: [
    { id: 'background', type: 'background', color: '#102030', locked: true },
    { id: 'overlay', type: 'overlay', window: PHOTO_BOX, locked: true },
    { id: 'photo', type: 'image', uploadId: null, box: PHOTO_BOX },
    {
      id: 'name',
      type: 'text',
      text: 'Happy birthday',
      font: 'baloo-2',
      size: 72,
      color: '#ffffff',
      lineHeight: 1.25,
      x: 90,
      y: 900,
      maxWidth: 900,
      lines: ['Happy birthday'],
    },
  ],
};

function template(overrides: Partial<NewTemplate> & Pick<NewTemplate, 'name'>): NewTemplate {
  return {
    kind: 'image',
    description: '',
    categories: [],
    sections: [],
    compatibility: [],
    price: 40,
    priceInd: null,
    purchaseCount: 0,
    templateJson,
    media: {},
    ...overrides,
  };
}

const fieldsPath = (templateId: string | number) =>
  fillableFieldsEndpoints.templateFields.path.replace(':templateId', String(templateId));

describe(`a template's fillable fields on ${testEngine}`, () => {
  const store = useTestApp();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const rows = await insertTemplates(store.database.db, [
      template({ name: 'Birthday card' }),
      template({ name: 'Birthday reel', kind: 'video' }),
      template({ name: 'Plain card', templateJson: COMP }),
      template({ name: 'Unfinished card', status: 'draft' }),
      template({ name: 'Old card', status: 'retired' }),
      template({ name: 'Ready-made clip', kind: 'direct-sell' }),
    ]);
    for (const row of rows) ids[row.name] = row.id;
  });

  const get = (templateId: string | number) =>
    store.app.inject({ method: 'GET', url: fieldsPath(templateId) });

  it('names the photo slot and the text layer, with their boxes and limits, to anyone', async () => {
    const response = await get(ids['Birthday card']!);

    expect(response.statusCode).toBe(200);
    expect(response.json<TemplateFieldsResponse>()).toEqual({
      templateId: String(ids['Birthday card']),
      kind: 'image',
      ...COMP,
      fields: [
        {
          layerId: 'photo',
          kind: 'photo',
          box: PHOTO_BOX,
          photo: { accepts: ['image/jpeg', 'image/png', 'image/webp'] },
        },
        {
          layerId: 'name',
          kind: 'text',
          // One line of 72 px at 1.25: 90 px tall.
          box: { x: 90, y: 900, width: 900, height: 90 },
          text: {
            text: 'Happy birthday',
            font: 'baloo-2',
            size: 72,
            maxLength: SCENE_TEXT_MAX_LENGTH,
            minSize: 36,
          },
        },
      ],
    });
  });

  it('answers for a video template too, and with no fields for a template that has none', async () => {
    const video = await get(`${ids['Birthday reel']}`);
    expect(video.statusCode).toBe(200);
    expect(video.json<TemplateFieldsResponse>()).toMatchObject({
      kind: 'video',
      fields: [{ layerId: 'photo' }, { layerId: 'name' }],
    });

    const plain = await get(ids['Plain card']!);
    expect(plain.statusCode).toBe(200);
    expect(plain.json<TemplateFieldsResponse>()).toMatchObject({ ...COMP, fields: [] });
  });

  it.each([
    ['a draft', 'Unfinished card'],
    ['a retired template', 'Old card'],
    ['a ready-made video', 'Ready-made clip'],
  ])('answers 404 for %s', async (_what, name) => {
    const response = await get(ids[name]!);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Template not found', code: 'NOT_FOUND' });
  });

  it('answers 404 for an id that names no template and 400 for one that is not an id', async () => {
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await get('not-an-id')).statusCode).toBe(400);
  });

  it('is documented as a public operation', async () => {
    const document = (await store.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; responses: object }>>;
    }>();
    const operation = document.paths['/api/templates/{templateId}/fields']?.get;
    expect(operation?.security).toEqual([]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
  });
});
