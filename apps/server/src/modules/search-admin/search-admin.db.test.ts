import type { AdminSearchQueriesResponse } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin } from '../../test-support/admin-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { catalogueTemplates } from '../catalogue';

describe(`what buyers searched for, on ${testEngine}`, () => {
  const testApp = useTestApp();

  beforeAll(async () => {
    await catalogueTemplates.insertTemplates(testApp.database.db, [
      {
        kind: 'video',
        name: 'Graduation Countdown',
        description: 'Caps in the air',
        categories: ['Education'],
        sections: ['Countdowns'],
        compatibility: [],
        price: 40,
        priceInd: null,
        media: { poster: 'public/posters/graduation.webp' },
      },
    ]);
  });

  const searchAs = async (address: string, q: string, path = '/api/templates') => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${path}?q=${encodeURIComponent(q)}`,
      remoteAddress: address,
    });
    expect(response.statusCode).toBe(200);
  };

  it('counts each search once, as typed out, per day and list, without who searched', async () => {
    const { call } = await insertAdmin(testApp.app, testApp.database.db);
    // One buyer typing: each pause asked the list, and only the finished search counts.
    for (const typed of ['gra', 'gradu', 'Graduation']) await searchAs('10.0.0.1', typed);
    // Two more buyers search for it, one of them twice; a page after the first is not a search.
    await searchAs('10.0.0.2', 'graduation');
    await searchAs('10.0.0.3', 'graduation  ');
    await searchAs('10.0.0.3', 'unicorn party');
    await searchAs('10.0.0.4', 'unicorn party');
    await searchAs('10.0.0.4', 'graduation', '/api/image-templates');
    const page2 = await testApp.app.inject({
      method: 'GET',
      url: '/api/templates?q=graduation&cursor=WzAsMF0',
      remoteAddress: '10.0.0.5',
    });
    expect(page2.statusCode).toBe(400);

    const response = await call('GET', '/api/admin/search/queries?period=week');
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json<AdminSearchQueriesResponse>();
    expect(figures).toMatchObject({ searches: 6, foundNothing: 3 });
    expect(figures.topQueries).toEqual([
      { query: 'graduation', kind: 'video', searches: 3, results: 1 },
      { query: 'unicorn party', kind: 'video', searches: 2, results: 0 },
      { query: 'graduation', kind: 'image', searches: 1, results: 0 },
    ]);
    expect(figures.unfoundQueries).toEqual([
      { query: 'unicorn party', kind: 'video', searches: 2, results: 0 },
      { query: 'graduation', kind: 'image', searches: 1, results: 0 },
    ]);
    // Nothing but the day, the list, the words and the counts is kept.
    const columns = await testApp.database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'search_query_days' order by 1`,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual([
      'day',
      'kind',
      'query',
      'results',
      'searches',
    ]);
  });

  const weekFigures = async (call: Awaited<ReturnType<typeof insertAdmin>>['call']) => {
    const response = await call('GET', '/api/admin/search/queries?period=week');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminSearchQueriesResponse>();
  };
  const storedQueries = async () => {
    const { rows } = await testApp.database.db.execute<{ query: string }>(
      sql`select distinct query from search_query_days`,
    );
    return rows.map((row) => row.query);
  };

  it('never keeps a search that looks like personal data, and says how many it left out', async () => {
    const { call } = await insertAdmin(testApp.app, testApp.database.db);
    const before = await weekFigures(call);
    const personal = [
      'Asha.Rao@example.com',
      '+91 98765-43210',
      '4111 1111 1111 1111',
      'my password is hunter2',
    ];
    for (const [index, typed] of personal.entries()) await searchAs(`10.1.0.${index}`, typed);
    await searchAs('10.1.0.9', '1080p');

    const after = await weekFigures(call);
    expect(after.personalLeftOut - before.personalLeftOut).toBe(4);
    expect(after.searches - before.searches).toBe(1);
    expect(after.topQueries).toContainEqual(expect.objectContaining({ query: '1080p' }));
    const stored = await storedQueries();
    expect(stored).toContain('1080p');
    expect(
      stored.filter((query) => personal.some((typed) => typed.toLowerCase() === query)),
    ).toEqual([]);
  });

  it('counts the addresses of one IPv6 /64 as one searcher, as the rate limits do', async () => {
    const { call } = await insertAdmin(testApp.app, testApp.database.db);
    // One host holds a whole /64: 30 of its addresses asking at once are one buyer typing.
    for (let host = 1; host <= 30; host += 1) await searchAs(`2001:db8:64:1::${host}`, 'teacher');
    await searchAs('2001:db8:64:2::1', 'teacher');

    const figures = await weekFigures(call);
    expect(figures.topQueries).toContainEqual({
      query: 'teacher',
      kind: 'video',
      searches: 2,
      results: 0,
    });
  });

  it('answers a period without searches with empty tables, and admins only', async () => {
    const { call } = await insertAdmin(testApp.app, testApp.database.db);
    const before = await call(
      'GET',
      '/api/admin/search/queries?period=custom&from=2020-01-01&to=2020-01-31',
    );
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      range: { period: 'custom', from: expect.any(String), to: '2020-01-31' },
      searches: 0,
      topQueries: [],
      unfoundQueries: [],
    });
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/search/queries',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
