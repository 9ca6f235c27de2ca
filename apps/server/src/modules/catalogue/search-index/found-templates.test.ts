import { describe, expect, it } from 'vitest';
import type { PlannedWord, SearchPlan } from '../../search';
import { FoundTemplates, foundTemplatesOf, partsOfAnswer } from './found-templates';
import { namesHoldingEveryWord } from './suggested-names';
import { rebuiltIndex, SearchIndex, type TemplateRead } from './search-index';
import { parseTsvector } from './tsvector';

/** A template on sale whose document is written as PostgreSQL writes one out. */
function template(id: number, document: string, more: Partial<TemplateRead> = {}) {
  return {
    id,
    kind: 'video',
    sections: [],
    orientation: 'landscape',
    price: 50,
    priceInd: null,
    durationSeconds: 20,
    popularity: 0,
    text: document.replace(/'|:[\dA-D,]+/g, ''),
    document,
    changed: '1',
    ...more,
  } satisfies TemplateRead;
}

/** A word the catalogue knows, matched by its stem. */
const word = (typed: string, stem = typed): PlannedWord => ({
  typed,
  alternatives: [{ kind: 'word', terms: [typed], stems: [stem] }],
  asPrefix: false,
});

const planOf = (
  words: PlannedWord[],
  substring: string,
  substringStems?: string[],
): SearchPlan => ({
  text: substring,
  words,
  substring,
  substringStems,
  corrections: [],
});

/** A cursor's relevance within the scores of one word found: pages start inside the list. */
const WORD_AFTER = 10_250;

/** One word, two and three, a substring alone, a typo and a beginning typed. */
const searchesOfEachShape = [
  planOf([word('gold')], 'gold', ['gold']),
  planOf([word('gold'), word('party', 'parti')], 'gold party'),
  planOf([word('gold'), word('neon'), word('sale')], 'gold neon sale'),
  planOf([], 'ol'),
  planOf(
    [
      {
        typed: 'weding',
        alternatives: [{ kind: 'typo', terms: ['wedding'], stems: ['wed'] }],
        asPrefix: false,
      },
    ],
    'weding',
    [],
  ),
  planOf([{ typed: 'ne', alternatives: [], asPrefix: true }], 'ne'),
];

const indexOf = (templates: TemplateRead[]) => {
  const index = new SearchIndex();
  for (const each of templates) index.put(each);
  return index;
};

const idsOf = (found: FoundTemplates, count = 100, more: { after?: number[] } = {}) =>
  found
    .ranked({ kind: 'video', indianPrices: false }, { sort: 'relevance', count, ...more })
    .map(({ template: { id } }) => id);

describe('parseTsvector', () => {
  it('reads lexemes, positions and weights as PostgreSQL writes them', () => {
    expect(parseTsvector(`'birthday':1A,7 'it''s':3B 'parti':5C`)).toEqual([
      { lexeme: 'birthday', positions: [1 * 4 + 3, 7 * 4 + 1], rank: 3 },
      { lexeme: "it's", positions: [3 * 4 + 2], rank: 2 },
      { lexeme: 'parti', positions: [5 * 4 + 1], rank: 1 },
    ]);
  });
});

describe('FoundTemplates', () => {
  it('ranks the name over sections over the description, then popularity, then id', () => {
    const index = indexOf([
      template(1, `'birthday':5C`, { popularity: 9 }),
      template(2, `'birthday':3B`),
      template(3, `'birthday':1A`),
      template(4, `'birthday':1A`, { popularity: 1 }),
      template(5, `'wed':1A`),
    ]);
    expect(
      idsOf(new FoundTemplates(index, planOf([word('birthday')], 'birthday', ['birthday']))),
    ).toEqual([4, 3, 2, 1]);
  });

  it('ranks a word as typed over its stem, and a typo below both', () => {
    const typo: PlannedWord = {
      typed: 'weding',
      alternatives: [{ kind: 'typo', terms: ['wedding'], stems: ['wed'] }],
      asPrefix: false,
    };
    const index = indexOf([
      template(1, `'wed':1A`, { text: 'weddings' }),
      template(2, `'wed':1A`, { text: 'wedding' }),
      template(3, `'wed':1A`, { text: 'weding' }),
    ]);
    // Only 3 holds "weding" as typed; the others are found by the typo.
    expect(idsOf(new FoundTemplates(index, planOf([typo], 'weding', [])))).toEqual([3, 2, 1]);
    // "weddings" and "wedding" hold "wedding" as typed; "weding" only its stem.
    const byStem = new FoundTemplates(index, planOf([word('wedding', 'wed')], 'wedding', ['wed']));
    expect(idsOf(byStem)).toEqual([2, 1, 3]);
  });

  it('pages by keyset exactly as one ranking of every found template', () => {
    const templates = Array.from({ length: 300 }, (_, at) =>
      template(
        at + 1,
        [`'gold':${(at % 3) + 1}${'ABC'[at % 3]}`, at % 4 === 0 ? `'parti':9C` : ''].join(' '),
        { popularity: at % 7 },
      ),
    );
    const found = new FoundTemplates(
      indexOf(templates),
      planOf([word('gold'), word('party', 'parti')], 'gold party'),
    );
    const whole = idsOf(found, 1000);
    // A whole kind is read from its order; a filtered scope (every template is landscape) ranks
    // its templates each time: the same pages either way.
    for (const scope of [
      { kind: 'video', indianPrices: false },
      { kind: 'video', indianPrices: false, orientation: 'landscape' },
    ] as const) {
      const paged: number[] = [];
      let after: number[] | undefined;
      for (;;) {
        const page = found.ranked(scope, { sort: 'relevance', count: 8, after });
        paged.push(...page.map(({ template: { id } }) => id));
        if (page.length < 8) break;
        after = page.at(-1)!.position;
      }
      expect(paged).toEqual(whole);
      expect(found.count(scope)).toBe(whole.length);
    }
    // Both words first: 75 templates hold "parti" as well.
    expect(whole.slice(0, 75).every((id) => (id - 1) % 4 === 0)).toBe(true);
    expect(whole).toHaveLength(75);
  });

  it('falls back to all the words but one only where no template holds every word', () => {
    const index = indexOf([
      template(1, `'gold':1A 'intro':2A`),
      template(2, `'gold':1A`),
      template(3, `'gold':1A`, { kind: 'image' }),
    ]);
    const found = new FoundTemplates(index, planOf([word('gold'), word('intro')], 'gold intro'));
    expect(found.count({ kind: 'video', indianPrices: false })).toBe(1);
    expect(found.count({ kind: 'image', indianPrices: false })).toBe(1);
  });

  it("finds the spec's substring of several words across the words of the text", () => {
    const index = indexOf([
      template(1, `'unhappi':1A`, { text: 'an unhappy birthday' }),
      template(2, `'happi':1A`, { text: 'happy new birthday' }),
    ]);
    const found = new FoundTemplates(index, planOf([], 'happy birth'));
    expect(idsOf(found)).toEqual([1]);
  });

  it('suggests names holding every word, the most popular first', () => {
    const index = indexOf([
      template(1, `'gold':1A`, { popularity: 1 }),
      template(2, `'gold':3B`, { popularity: 5 }),
      template(3, `'golden':1A`, { popularity: 2 }),
      template(4, `'gold':1A`, { popularity: 2, kind: 'image' }),
    ]);
    const prefix: PlannedWord = {
      typed: 'gol',
      alternatives: [],
      asPrefix: true,
    };
    const names = namesHoldingEveryWord(index, planOf([prefix], 'gol'), 'video', 5);
    expect(names.map(({ id }) => id)).toEqual([3, 1]);
  });

  it('suggests the same whether the most popular names hold enough or not', () => {
    const templates = Array.from({ length: 1200 }, (_, at) =>
      template(at + 1, at % 97 === 0 ? `'rare':1A 'gold':2A` : `'gold':1A 'w${at % 7}':2A`, {
        popularity: (at * 7919) % 1000,
      }),
    );
    const index = indexOf(templates);
    const prefix = (typed: string): PlannedWord => ({
      typed,
      alternatives: [],
      asPrefix: true,
    });
    const byPopularity = (a: TemplateRead, b: TemplateRead) =>
      b.popularity - a.popularity || b.id - a.id;
    // "go": every name, found among the most popular. "ra": 13 names, most past them.
    for (const [words, holds] of [
      [[prefix('go')], (t: TemplateRead) => t.document.includes("'gold':")],
      [[word('gold'), prefix('ra')], (t: TemplateRead) => t.document.includes("'rare':")],
    ] as const) {
      const expected = templates.filter(holds).sort(byPopularity).slice(0, 8);
      const plan = planOf([...words], 'q');
      const names = namesHoldingEveryWord(index, plan, 'video', 8);
      expect(names.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
    }
  });

  it('moves sold templates among the names it keeps, as a look through every name would order them', () => {
    // 600 names of one kind, a third holding "gold", and 40 of another kind holding it too.
    const templates = Array.from({ length: 640 }, (_, at) =>
      template(at + 1, at % 3 === 0 ? `'gold':1A 'w${at}':2A` : `'w${at}':1A`, {
        popularity: (at * 7919) % 50,
        kind: at >= 600 ? 'image' : 'video',
      }),
    );
    const index = indexOf(templates);
    const popularity = new Map(templates.map((each) => [each.id, each.popularity]));
    const prefix: PlannedWord = { typed: 'go', alternatives: [], asPrefix: true };
    const plans = [planOf([prefix], 'go'), planOf([word('gold'), word('w3')], 'gold w3')];
    const lookedThrough = (plan: SearchPlan, count: number) =>
      templates
        .filter((each) => each.kind === 'video')
        .filter((each) =>
          plan.words.every((planned) =>
            planned.asPrefix
              ? /'go/.test(each.document)
              : each.document.includes(`'${planned.typed}':`),
          ),
        )
        .sort((a, b) => popularity.get(b.id)! - popularity.get(a.id)! || b.id - a.id)
        .slice(0, count)
        .map(({ id }) => id);
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % below;
    };
    for (let round = 0; round < 300; round += 1) {
      // Sales up and (a refund's count) down, of holders and not, then every list asked for.
      for (let sale = random(6); sale > 0; sale -= 1) {
        const id = 1 + random(640);
        const moved = Math.max(0, popularity.get(id)! + random(30) - 10);
        popularity.set(id, moved);
        index.setPopularity(id, moved);
      }
      for (const plan of plans) {
        for (const count of [1, 5, 8]) {
          const names = namesHoldingEveryWord(index, plan, 'video', count);
          expect([round, count, names.map(({ id }) => id)]).toEqual([
            round,
            count,
            lookedThrough(plan, count),
          ]);
        }
      }
    }
  });

  it('takes a template added in its place, and forgets what it found when one is taken off', () => {
    const index = indexOf([template(1, `'gold':1A`)]);
    const plan = planOf([word('gold')], 'gold', ['gold']);
    expect(idsOf(foundTemplatesOf(index, plan))).toEqual([1]);
    index.put(template(2, `'gold':1A`, { popularity: 3 }));
    expect(idsOf(foundTemplatesOf(index, plan))).toEqual([2, 1]);
    index.remove(2);
    expect(idsOf(foundTemplatesOf(index, plan))).toEqual([1]);
  });

  it('still answers what it found after the index changes under it', () => {
    const templates = Array.from({ length: 60 }, (_, at) =>
      template(at + 1, `'gold':1A 'x${at}':3C`, { popularity: at, sections: ['Gold'] }),
    );
    const index = indexOf(templates);
    const found = new FoundTemplates(index, planOf([word('gold')], 'gold', ['gold']));
    const section = { kind: 'video', section: 'Gold', indianPrices: false } as const;
    const before = {
      whole: idsOf(found, 100),
      section: found.ranked(section, { sort: 'popularity', count: 5 }).map((r) => r.template.id),
    };
    // Every template written over twice: a search that found them before awaiting its rows
    // still reads what it found, each template as it is now, in its slot.
    for (const each of templates) index.put({ ...each, changed: '2' });
    for (const each of templates) index.put({ ...each, changed: '3' });
    expect(idsOf(found, 100)).toEqual(before.whole);
    expect(found.count(section)).toBe(60);
    // One taken off: passed over, wherever a page or a cursor meets it.
    index.remove(1);
    index.remove(before.whole[30]!);
    expect(idsOf(found, 100)).toEqual(
      before.whole.filter((id) => id !== 1 && id !== before.whole[30]),
    );
    expect(found.count(section)).toBe(58);
    // A cursor just before the one taken off: the page starts after it.
    const positions = found
      .ranked({ kind: 'video', indianPrices: false }, { sort: 'relevance', count: 100 })
      .map((row) => row.position);
    expect(idsOf(found, 5, { after: positions[29] })).toEqual(before.whole.slice(31, 36));
    expect(
      found.ranked(section, { sort: 'popularity', count: 5 }).map((r) => r.template.id),
    ).toEqual(before.section);
    expect(idsOf(foundTemplatesOf(index, planOf([word('gold')], 'gold', ['gold'])))).toHaveLength(
      58,
    );
  });

  it('forgets what a search found by a write first read after the template was written again', () => {
    // The text holds no word searched for: only the documents' lexemes find the templates.
    const plain = { text: 'plain' };
    const index = indexOf([template(1, `'gold':1A`, plain), template(2, `'gold':1A`, plain)]);
    const plan = planOf([word('gold')], 'gold', ['gold']);
    expect(idsOf(foundTemplatesOf(index, plan))).toEqual([2, 1]);
    // The first write takes the word away; the second writes the slot again. The kept answer is
    // checked against both only now, the first write's template as it was read from its old bytes.
    index.put(template(1, `'silver':1A`, { ...plain, changed: '2' }));
    index.put(template(1, `'silver':1A 'bronze':2B`, { ...plain, changed: '3' }));
    expect(idsOf(foundTemplatesOf(index, plan))).toEqual([2]);
  });

  it('answers the same after templates are taken off sale and put back many times over', async () => {
    const templates = Array.from({ length: 400 }, (_, at) =>
      template(at + 1, `'gold':1A 'w${at % 13}':2B 'x${at}':3C`, { popularity: at % 5 }),
    );
    const fresh = indexOf(templates);
    const churned = indexOf(templates);
    for (let round = 0; round < 40; round += 1) {
      for (const each of templates) {
        churned.remove(each.id);
        churned.put({ ...each, changed: String(round) });
      }
    }
    // Slots of templates taken off pile up until the index is built again from its live ones.
    expect(churned.slotCount).toBe(41 * templates.length);
    expect(churned.wantsCompaction).toBe(true);
    const rebuilt = await rebuiltIndex(churned);
    expect(rebuilt.slotCount).toBe(templates.length);
    expect(rebuilt.wantsCompaction).toBe(false);
    const plan = planOf([word('gold'), word('w3')], 'gold w3');
    for (const each of [churned, rebuilt]) {
      expect(idsOf(new FoundTemplates(each, plan))).toEqual(idsOf(new FoundTemplates(fresh, plan)));
    }
  });

  it('takes templates added since, as the search worked out again would find and rank them', () => {
    // A small generator of its own, seeded: the same templates each run.
    let seed = 80;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const lexemes = ['gold', 'parti', 'neon', 'sale', 'wed'];
    const kinds = ['video', 'image', 'direct-sell'] as const;
    let nextId = 1;
    /** One to three lexemes; a direct-sell template of the first ones holds one only. */
    const made = (first: boolean) => {
      const kind = kinds[random(3)]!;
      const count = first && kind === 'direct-sell' ? 1 : 1 + random(3);
      // Each lexeme once, as PostgreSQL writes a document.
      const start = random(lexemes.length);
      const document = Array.from(
        { length: count },
        (_, at) => `'${lexemes[(start + at) % lexemes.length]}':${at + 1}${'ABC'[random(3)]}`,
      ).join(' ');
      const typed = random(4) === 0 ? ' party wedding' : '';
      return template(nextId++, document, {
        kind,
        orientation: random(2) === 0 ? 'landscape' : 'portrait',
        popularity: random(5),
        price: 10 + random(4) * 10,
        text: `${document.replace(/'|:[\dA-D,]+/g, '')}${typed}`,
      });
    };
    /** What a search reads of the found: every page of each kind, in every order, counted. */
    const readOf = (found: FoundTemplates) =>
      kinds.flatMap((kind) =>
        [
          { kind, indianPrices: false },
          { kind, indianPrices: false, orientation: 'portrait' as const },
        ].flatMap((scope) => [
          found.count(scope),
          ...(['relevance', 'popularity', 'price-low-high'] as const).map((sort) =>
            found.ranked(scope, { sort, count: 1000 }).map((row) => row.position.join(' ')),
          ),
          found
            .ranked(scope, { sort: 'relevance', count: 5, after: [WORD_AFTER, 9, 0] })
            .map((row) => row.template.id),
        ]),
      );
    for (const plan of searchesOfEachShape) {
      const index = indexOf(Array.from({ length: 150 }, () => made(true)));
      foundTemplatesOf(index, plan);
      const workedOut = index.keptAnswers.made;
      for (let round = 0; round < 6; round += 1) {
        for (let at = 0; at < 12; at += 1) index.put(made(false));
        // Sales between the adds: the kept order is put back as a page is read.
        for (let at = 0; at < 5; at += 1) index.setPopularity(1 + random(nextId - 1), random(9));
        const kept = foundTemplatesOf(index, plan);
        expect(readOf(kept), plan.text).toEqual(readOf(new FoundTemplates(index, plan)));
      }
      // Taken in place each time, never worked out again.
      expect(index.keptAnswers.made, plan.text).toBe(workedOut);
    }
  });

  it('is made from its parts alone once they are worked out, each kept on its own', () => {
    const index = indexOf([
      template(1, `'gold':1A 'parti':2B`, { text: 'gold party' }),
      template(2, `'neon':1A 'sale':2C 'wed':3B`, { kind: 'image', text: 'neon sale wedding' }),
      template(3, `'gold':1B 'neon':2A`, { kind: 'direct-sell', text: 'golden neon' }),
    ]);
    for (const plan of searchesOfEachShape) {
      for (const part of partsOfAnswer(index, plan)) part();
      const worked = index.keptWork.made;
      foundTemplatesOf(index, plan);
      expect(index.keptWork.made, plan.text).toBe(worked);
    }
  });
});
