import type { CatalogueListResponse, SearchFiltersResponse } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { templateRow } from '../../demo-catalogue/demo-catalogue';
import { DEMO_TEMPLATES } from '../../demo-catalogue/demo-templates';
import { insertAdmin } from '../../test-support/admin-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { insertTemplates } from './catalogue.repository';
import { bumpCatalogueVersion } from './catalogue-version';
import type { NewTemplate } from './catalogue.schema';

/** A template of the rules below: words no demo template holds, so each rule is its own. */
function template(fields: Partial<NewTemplate> & Pick<NewTemplate, 'name'>): NewTemplate {
  return {
    kind: 'video',
    description: '',
    categories: [],
    sections: [],
    compatibility: [],
    price: 50,
    priceInd: null,
    purchaseCount: 0,
    media: { poster: `public/posters/${fields.name.toLowerCase().replace(/\W+/g, '-')}.webp` },
    ...fields,
  };
}

const RULES: NewTemplate[] = [
  // Where a word is: the name over a section over the description, whatever the popularity.
  template({ name: 'Quokka Parade', purchaseCount: 1 }),
  template({ name: 'Island Walk', sections: ['Quokkas'], purchaseCount: 50 }),
  template({ name: 'Sunny Day', description: 'A quokka smiles at you.', purchaseCount: 900 }),
  // How faithfully: as typed over by stem.
  template({ name: 'Zephyr Invitation Card', purchaseCount: 2 }),
  template({ name: 'Zephyr Invite Card', purchaseCount: 700 }),
  // Popularity breaks a tie.
  template({ name: 'Zephyr Sunrise Intro', purchaseCount: 10 }),
  template({ name: 'Zephyr Sunset Intro', purchaseCount: 60 }),
  // A word a slip away from one being typed ("weddi" → "wendi…").
  template({ name: 'Wendigo Night', purchaseCount: 5000 }),
  // One way only: "bday" finds birthdays, "birthday" does not find this.
  template({ name: 'Zephyr Bday Bash', purchaseCount: 3 }),
  template({ name: 'Portrait Zephyr Teaser', videoLayout: '9:16', width: 1080, height: 1920 }),
];

describe(`search on ${testEngine}`, () => {
  const testApp = useTestApp();

  beforeAll(async () => {
    const demo = DEMO_TEMPLATES.map((demoTemplate, index) =>
      templateRow(demoTemplate, { poster: `public/demo/${index}.webp` }),
    );
    await insertTemplates(testApp.database.db, [...demo, ...RULES]);
  });

  const list = async (url: string, remoteAddress = '8.8.8.8') => {
    const response = await testApp.app.inject({ method: 'GET', url, remoteAddress });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CatalogueListResponse>();
  };
  const search = (q: string, path = '/api/templates', more = '') =>
    list(`${path}?limit=20&q=${encodeURIComponent(q)}${more}`);
  const names = (body: CatalogueListResponse) => body.items.map((item) => item.templateName);

  it('finds what the demo store could not: word order, plurals, sections, typos, run-together words', async () => {
    expect(names(await search('countdown birthday'))[0]).toBe('Birthday Countdown Story');
    expect(
      names(await search('weddings'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Save the Date Story', 'Wedding Day Highlights']);
    // The wedding template is in the section Invitations; neither word need be in its name.
    expect(
      names(await search('wedding invitation'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Save the Date Story', 'Wedding Day Highlights']);
    expect(names(await search('brithday'))[0]).toBe('Birthday Countdown Story');
    expect(names(await search('brithday', '/api/image-templates'))[0]).toBe(
      'Birthday Invitation Story',
    );
    expect(
      names(await search('realestate'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['New Listing Story', 'Real Estate Walkthrough']);
    expect(names(await search('logos reveal'))[0]).toBe('Logo Reveal Square');
    expect(names(await search('reel fitness'))[0]).toBe('Fitness Challenge Reel');
  });

  it('matches by stem, by the last word as a beginning, and by a section', async () => {
    expect(names(await search('stories'))).toContain('Birthday Countdown Story');
    expect(names(await search('invitations'))).toContain('Wedding Day Highlights');
    expect(names(await search('quok'))).toEqual(['Quokka Parade', 'Island Walk', 'Sunny Day']);
    expect(names(await search('birthday countd'))[0]).toBe('Birthday Countdown Story');
  });

  it('forgives one slip from 5 letters, two from 9, none under 5', async () => {
    expect(names(await search('zepyhr sunset'))[0]).toBe('Zephyr Sunset Intro');
    expect(names(await search('annivresery'))).toContain('Wedding Day Highlights');
    // Two slips in a word of 6 to 8 letters are too many, and a 4-letter word gets none.
    expect(names(await search('zpehyrr'))).toEqual([]);
    expect(names(await search('lgoo'))).toEqual([]);
  });

  it('ranks every word over some, the name over a section over the description, then popularity', async () => {
    expect(names(await search('quokka'))).toEqual(['Quokka Parade', 'Island Walk', 'Sunny Day']);
    expect(names(await search('quokka parade'))[0]).toBe('Quokka Parade');
    expect(names(await search('zephyr intro')).slice(0, 2)).toEqual([
      'Zephyr Sunset Intro',
      'Zephyr Sunrise Intro',
    ]);
    // No template holds both words: those holding one are found, the best first.
    expect(names(await search('quokka zephyr sunrise'))[0]).toBe('Zephyr Sunrise Intro');
  });

  it('ranks what was typed over its stem, and both over a slip', async () => {
    expect(names(await search('zephyr invitation')).slice(0, 2)).toEqual([
      'Zephyr Invitation Card',
      'Zephyr Invite Card',
    ]);
    // Both in a name: the completion of what is typed over a slip, however popular the slip.
    const typing = names(await search('weddi'));
    expect(typing[0]).toBe('Wedding Day Highlights');
    expect(typing[1]).toBe('Wendigo Night');
  });

  it('finds nothing for nonsense, and a plain word brings only what it names', async () => {
    expect(await search('xqzvw')).toMatchObject({ items: [], total: 0, didYouMean: null });
    const logo = await search('logo');
    expect(logo.items.length).toBeGreaterThan(0);
    for (const item of logo.items) {
      const text = [
        item.templateName,
        item.templateDescription,
        ...item.templateCategory,
        ...item.templateSection,
      ].join(' ');
      expect(text, item.templateName).toMatch(/\blogos?\b/i);
    }
  });

  it('still finds everything the spec’s substring match finds', async () => {
    expect(names(await search('ding day hig'))[0]).toBe('Wedding Day Highlights');
    expect(names(await search('IRTHDAY COUNTD'))[0]).toBe('Birthday Countdown Story');
    expect(names(await search('save the'))).toContain('Save the Date Story');
  });

  it('orders a search by relevance unless a sort is chosen, and pages it without repeats', async () => {
    const byPrice = names(await search('story', '/api/templates', '&sort=price-low-high'));
    const prices = (await search('story', '/api/templates', '&sort=price-low-high')).items.map(
      (item) => item.price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.length).toBeGreaterThan(1);
    // Relevance without a search is popularity.
    expect(names(await list('/api/templates?sort=relevance&limit=5'))).toEqual(
      names(await list('/api/templates?limit=5')),
    );
    const first = await list('/api/templates?q=story&limit=2');
    const seen = names(first);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await list(`/api/templates?q=story&limit=2&cursor=${cursor}`);
      expect(page.total).toBeNull();
      seen.push(...names(page));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(first.total!);
    expect(seen).toEqual(names(await search('story')));
  });

  it('offers a better spelling when a word finds nothing and the spelling finds something', async () => {
    expect(await search('lgo')).toMatchObject({ items: [], total: 0, didYouMean: 'logo' });
    const partly = await search('lgoo reveal');
    expect(partly.didYouMean).toBe('logo reveal');
    expect(names(partly)).toContain('Logo Reveal Square');
    expect((await search('logo reveal')).didYouMean).toBeNull();
  });

  it('filters by orientation, price and length, and counts each choice for the search', async () => {
    const counts = async (query: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/search/filters?${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SearchFiltersResponse>();
    };
    const listed = async (query: string) => (await list(`/api/templates?limit=100&${query}`)).items;

    for (const q of ['', 'q=story&', 'q=zephyr&']) {
      const all = await counts(`kind=video&${q}`);
      expect(all.total).toBe((await listed(q)).length);
      for (const { value, count } of all.orientation) {
        expect(count, `${q}orientation=${value}`).toBe(
          (await listed(`${q}orientation=${value}`)).length,
        );
      }
      for (const { value, count } of all.price) {
        expect(count, `${q}price=${value}`).toBe((await listed(`${q}price=${value}`)).length);
      }
      for (const { value, count } of all.length) {
        expect(count, `${q}length=${value}`).toBe((await listed(`${q}length=${value}`)).length);
      }
    }
    const portrait = await listed('q=zephyr&orientation=portrait');
    expect(portrait.map((item) => item.templateName)).toEqual(['Portrait Zephyr Teaser']);
    // A filter counts its other choices as they would be, the others' choices kept.
    const chosen = await counts('kind=video&q=zephyr&orientation=portrait&price=30-59');
    expect(chosen.total).toBe(1);
    expect(chosen.orientation.find((choice) => choice.value === 'landscape')!.count).toBe(5);
    expect(chosen.price.find((choice) => choice.value === 'under-30')!.count).toBe(0);
    expect((await counts('kind=image')).length).toEqual([]);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/templates?orientation=diagonal',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('suggests names and sections as a search is typed', async () => {
    const suggest = async (q: string, kind = 'video') => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/search/suggestions?kind=${kind}&q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ templates: { templateName: string }[]; sections: string[] }>();
    };
    const zeph = await suggest('zeph');
    expect(zeph.templates.map((item) => item.templateName)).toHaveLength(5);
    expect(zeph.templates[0]!.templateName).toBe('Zephyr Invite Card');
    expect(await suggest('inv')).toMatchObject({ sections: ['Invitations'] });
    expect((await suggest('birthday inv', 'image')).templates[0]!.templateName).toBe(
      'Birthday Invitation Story',
    );
    expect(await suggest('z')).toEqual({ templates: [], sections: [] });
  });

  it('uses the owner’s synonyms, one way or both, from the next search', async () => {
    const { call } = await insertAdmin(testApp.app, testApp.database.db);
    // The store's starting list has "bday ↔ birthday", both ways.
    expect(names(await search('birthday'))).toContain('Zephyr Bday Bash');
    const saved = await call('PUT', '/api/admin/search/synonyms', {
      synonyms: [
        { term: 'BDay', synonym: 'birthday', twoWay: false },
        { term: 'invite', synonym: 'invitation', twoWay: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      synonyms: [
        { term: 'bday', synonym: 'birthday', twoWay: false },
        { term: 'invite', synonym: 'invitation', twoWay: true },
      ],
    });
    // The answers cached before the change are dropped once every process sees its version.
    await expect
      .poll(async () => names(await search('birthday')), { timeout: 5000 })
      .not.toContain('Zephyr Bday Bash');
    expect(names(await search('bday'))).toContain('Birthday Countdown Story');
    expect(names(await search('invite', '/api/image-templates'))).toContain(
      'Birthday Invitation Story',
    );
    expect((await call('GET', '/api/admin/search/synonyms')).json().synonyms).toHaveLength(2);
    const twice = await call('PUT', '/api/admin/search/synonyms', {
      synonyms: [
        { term: 'a', synonym: 'b', twoWay: true },
        { term: 'b', synonym: 'a', twoWay: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatch(/b → a is listed twice/);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/search/synonyms',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the catalogue’s words current as templates are published and retired', async () => {
    const { db } = testApp.database;
    expect(names(await search('xylophne'))).toEqual([]);
    const [row] = await insertTemplates(db, [template({ name: 'Xylophone Jam' })]);
    expect(names(await search('xylophne jam'))).toEqual(['Xylophone Jam']);
    // A typo no word is near enough to match, but near enough to offer.
    expect((await search('xylofhne')).didYouMean).toBe('xylophone');
    await db.transaction(async (tx) => {
      await tx.execute(sql`update templates set status = 'retired' where id = ${row!.id}`);
      await bumpCatalogueVersion(tx);
    });
    expect(names(await search('xylophne'))).toEqual([]);
    // The answer cached before the change is dropped once the process sees its version.
    await expect
      .poll(async () => (await search('xylofhne')).didYouMean, { timeout: 5000 })
      .toBeNull();
  });
});

describe(`a kind's sections on ${testEngine}`, () => {
  const testApp = useTestApp();

  beforeAll(async () => {
    await insertTemplates(testApp.database.db, RULES);
  });

  const sectionsOf = async (url: string) =>
    (await testApp.app.inject({ method: 'GET', url })).json<CatalogueListResponse>().sections;

  it('follow the templates on sale, searched or not, and the suggestions offer the new one', async () => {
    const { db } = testApp.database;
    expect(await sectionsOf('/api/templates')).toEqual(['Quokkas']);
    const [row] = await insertTemplates(db, [
      template({ name: 'Spinning Reel', sections: ['Zoetropes', 'Quokkas'] }),
    ]);
    await db.transaction(async (tx) => bumpCatalogueVersion(tx));
    // Listed by the search's own index, and by a list without a search, once the process sees
    // the catalogue's version; the sections are in the order the database sorts them.
    await expect
      .poll(() => sectionsOf('/api/templates?q=zephyr'), { timeout: 5000 })
      .toEqual(['Quokkas', 'Zoetropes']);
    expect(await sectionsOf('/api/templates')).toEqual(['Quokkas', 'Zoetropes']);
    const suggested = await testApp.app.inject({
      method: 'GET',
      url: '/api/search/suggestions?kind=video&q=zoetr',
    });
    expect(suggested.json().sections).toEqual(['Zoetropes']);
    // Its last template off sale, the section leaves; the other stays, held by another.
    await db.transaction(async (tx) => {
      await tx.execute(sql`update templates set status = 'retired' where id = ${row!.id}`);
      await bumpCatalogueVersion(tx);
    });
    await expect.poll(() => sectionsOf('/api/templates'), { timeout: 5000 }).toEqual(['Quokkas']);
  });
});
