import { setTimeout as sleep } from 'node:timers/promises';
import type { CatalogueListResponse } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test-support/eventually';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { insertTemplates } from './catalogue.repository';
import type { NewTemplate } from './catalogue.schema';
import { bumpCatalogueVersion, CATALOGUE_WATCH_MS } from './catalogue-version';

const template = (name: string): NewTemplate => ({
  kind: 'video',
  name,
  description: '',
  categories: [],
  sections: [],
  compatibility: [],
  price: 50,
  priceInd: null,
  purchaseCount: 0,
  media: { poster: `public/posters/${name.toLowerCase().replace(/\W+/g, '-')}.webp` },
});

/**
 * A search's counts are kept until the catalogue's version moves (issue 68): every write that
 * buyers see bumps it, and then the next search counts again.
 */
describe(`a search's counts on ${testEngine}`, () => {
  const testApp = useTestApp();
  const totalOf = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CatalogueListResponse>().total;
  };

  it('counts once per version of the catalogue, on every page size and sort', async () => {
    const { db } = testApp.database;
    await insertTemplates(db, [template('Marmot Parade'), template('Marmot Picnic')]);
    await db.transaction((tx) => bumpCatalogueVersion(tx));
    await eventually('the new templates counted', async () => {
      return (await totalOf('/api/templates?q=marmot&limit=1')) === 2;
    });
    // The version watch's first read forgets every count (a change may have come before it): it
    // and the read of the bump are waited out, and the count kept again after them.
    await sleep(4 * CATALOGUE_WATCH_MS);
    expect(await totalOf('/api/templates?q=marmot&limit=1')).toBe(2);
    // Written without moving the version (no writer of the store does): the count is kept.
    await insertTemplates(db, [template('Marmot Dance')]);
    expect(await totalOf('/api/templates?q=marmot&limit=2')).toBe(2);
    await db.transaction((tx) => bumpCatalogueVersion(tx));
    await eventually('the count of the next version', async () => {
      return (await totalOf('/api/templates?q=marmot&limit=3')) === 3;
    });
  });
});
