import type {
  CatalogueListResponse,
  SearchSuggestionsResponse,
  StoreSearchResponse,
} from '@frameshop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { templateRow } from '../../demo-catalogue/demo-catalogue';
import { DEMO_TEMPLATES } from '../../demo-catalogue/demo-templates';
import { insertAdmin } from '../../test-support/admin-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { insertTemplates } from './catalogue.repository';
import type { NewTemplate } from './catalogue.schema';

/** Image templates an owner added for Diwali: no video or ready-made video names it. */
const DIWALI: NewTemplate[] = ['Diwali Lights Card', 'Diwali Wishes Card', 'Happy Diwali Card'].map(
  (name, index) => ({
    kind: 'image',
    name,
    description: 'Festive greetings with diyas.',
    categories: ['Festivals'],
    sections: ['Greetings'],
    compatibility: [],
    price: 30,
    priceInd: null,
    purchaseCount: index,
    media: { poster: `public/posters/diwali-${index}.webp` },
  }),
);

const listPaths = {
  video: '/api/templates',
  image: '/api/image-templates',
  'direct-sell': '/api/direct-sell-templates',
} as const;

describe(`searching the whole store on ${testEngine}`, () => {
  const testApp = useTestApp();

  beforeAll(async () => {
    const demo = DEMO_TEMPLATES.map((demoTemplate, index) =>
      templateRow(demoTemplate, { poster: `public/demo/${index}.webp` }),
    );
    await insertTemplates(testApp.database.db, [...demo, ...DIWALI]);
  });

  const answer = async <T>(url: string, headers: Record<string, string> = {}) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const everything = (q: string) =>
    answer<StoreSearchResponse>(`/api/search?q=${encodeURIComponent(q)}`);
  const list = (path: string, q: string, more = '') =>
    answer<CatalogueListResponse>(`${path}?limit=100&q=${encodeURIComponent(q)}${more}`);
  const names = (items: { templateName: string }[]) => items.map((item) => item.templateName);

  it('answers a section per kind, each with its list’s count and first templates', async () => {
    for (const q of ['thumbnail', 'story', 'birthday', 'diwali card', 'brithday']) {
      const found = await everything(q);
      expect(found.query).toBe(q);
      expect(found.sections.map((section) => section.kind)).toEqual([
        'video',
        'image',
        'direct-sell',
      ]);
      for (const section of found.sections) {
        const listed = await list(listPaths[section.kind], q);
        expect(section.count, `${q} in ${section.kind}`).toBe(listed.total);
        expect(names(section.templates), `${q} in ${section.kind}`).toEqual(
          names(listed.items.slice(0, 4)),
        );
      }
    }
    const thumbnail = await everything('Thumbnail');
    expect(thumbnail.sections.map((section) => [section.kind, section.count])).toEqual([
      ['video', 0],
      ['image', 1],
      ['direct-sell', 0],
    ]);
    expect(names(thumbnail.sections[1]!.templates)).toEqual(['YouTube Thumbnail Bold']);
  });

  it('offers a better spelling that finds something anywhere, and refuses an empty search', async () => {
    const misspelt = await everything('lgo');
    expect(misspelt.sections.every((section) => section.count === 0)).toBe(true);
    expect(misspelt.didYouMean).toBe('logo');
    expect((await everything('logo')).didYouMean).toBeNull();
    const empty = await testApp.app.inject({ method: 'GET', url: '/api/search?q=%20' });
    expect(empty.statusCode).toBe(400);
  });

  it('rides the catalogue’s response cache: an unchanged answer revalidates as a 304', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/search?q=diwali' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/api/search?q=diwali',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('names the other kinds’ matches on a list’s search, on its first page only', async () => {
    const videos = await list(listPaths.video, 'diwali');
    expect(videos).toMatchObject({ items: [], total: 0 });
    const diwaliImages = (await list(listPaths.image, 'diwali')).total!;
    expect(diwaliImages).toBeGreaterThanOrEqual(3);
    expect(videos.elsewhere).toEqual([{ kind: 'image', count: diwaliImages }]);
    // Two words: the video list finds a card by one of them, and still names the image templates.
    expect((await list(listPaths.video, 'diwali card')).elsewhere).toEqual([
      { kind: 'image', count: (await list(listPaths.image, 'diwali card')).total },
    ]);
    expect((await list(listPaths.image, 'diwali')).elsewhere).toEqual([]);
    const first = await answer<CatalogueListResponse>(`${listPaths.image}?q=story&limit=1`);
    expect(first.elsewhere.length).toBeGreaterThan(0);
    const later = await answer<CatalogueListResponse>(
      `${listPaths.image}?q=story&limit=1&cursor=${first.nextCursor}`,
    );
    expect(later.elsewhere).toEqual([]);
    expect((await answer<CatalogueListResponse>(listPaths.video)).elsewhere).toEqual([]);
    const story = await list(listPaths.image, 'story');
    expect(story.elsewhere.map((other) => other.kind)).toEqual(['video', 'direct-sell']);
  });

  it('suggests names of every kind under the header’s box, grouped by kind', async () => {
    const suggested = await answer<SearchSuggestionsResponse>('/api/search/suggestions?q=stor');
    const kinds = suggested.templates.map((template) => template.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => kindOrder(a) - kindOrder(b)));
    expect(new Set(kinds)).toEqual(new Set(['video', 'image', 'direct-sell']));
    for (const kind of new Set(kinds)) {
      expect(kinds.filter((other) => other === kind).length).toBeLessThanOrEqual(3);
    }
    expect(suggested.sections).toEqual([]);
    expect(names(suggested.templates)).toContain('Confetti Celebration Story');
  });

  it('starts the store with common synonyms, which the owner edits like any other', async () => {
    const { call } = await insertAdmin(testApp.app, testApp.database.db);
    const starting = (await call('GET', '/api/admin/search/synonyms')).json<{
      synonyms: { term: string; synonym: string; twoWay: boolean }[];
    }>().synonyms;
    expect(starting.length).toBeGreaterThanOrEqual(24);
    expect(starting).toContainEqual({ term: 'bday', synonym: 'birthday', twoWay: true });
    expect(starting).toContainEqual({ term: 'christmas', synonym: 'holiday', twoWay: false });
    expect(names((await list(listPaths.video, 'bday')).items)).toContain(
      'Birthday Countdown Story',
    );
    expect(names((await list(listPaths.video, 'christmas')).items)).toEqual([
      'Holiday Greetings Card',
    ]);
    expect(names((await list(listPaths.video, 'xmas')).items)).toEqual(['Holiday Greetings Card']);

    // Without the synonym, "bday" finds nothing, and "day" is no spelling of it.
    const saved = await call('PUT', '/api/admin/search/synonyms', {
      synonyms: starting.filter((entry) => entry.term !== 'bday'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect
      .poll(async () => (await list(listPaths.video, 'bday')).total, { timeout: 5000 })
      .toBe(0);
    expect((await list(listPaths.video, 'bday')).didYouMean).toBeNull();
  });
});

const kindOrder = (kind: string) => ['video', 'image', 'direct-sell'].indexOf(kind);
