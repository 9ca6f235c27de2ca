import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import type { MediaPreparation, TemplateRow } from './catalogue.schema';
import { preparationOf, preparationSql } from './preparation';

const poster = { poster: 'templates/1/poster.jpg' };

/** The shapes a template's media and preparation take: from before the owner's catalogue, and after. */
const cases: { name: string; media: object; preparation: MediaPreparation | null }[] = [
  { name: 'a demo template with its poster', media: poster, preparation: null },
  { name: 'a template with no media at all', media: {}, preparation: null },
  {
    name: 'an owner template being prepared',
    media: {},
    preparation: { uploaded: { video: 'a' }, state: 'preparing', progress: 0.4, message: null },
  },
  {
    name: 'an owner template whose preparation failed',
    media: poster,
    preparation: {
      uploaded: {},
      state: 'failed',
      progress: 0,
      message: 'The video did not decode.',
    },
  },
];

describe(`a template's media preparation, in TypeScript and in SQL alike, on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each(cases)('reads $name the same both ways', async ({ media, preparation }) => {
    const expected = preparationOf({ media, preparation } as unknown as TemplateRow);
    const rule = preparationSql(sql`t`);
    const { rows } = await database.db.execute<{ state: string; progress: number }>(sql`
      select ${rule.state} as state, ${rule.progress} as progress
      from (select ${JSON.stringify(media)}::jsonb as media,
        ${preparation === null ? null : JSON.stringify(preparation)}::jsonb as preparation) t`);
    expect(rows[0]).toEqual({ state: expected.state, progress: expected.progress });
  });
});
