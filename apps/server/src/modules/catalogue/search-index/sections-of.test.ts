import type { TemplateKind } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test-support/search-catalogue';
import { randomTemplate } from '../../../test-support/search-index-checks';
import { decodeSnapshot, encodeSnapshot } from './index-snapshot-format';
import { SearchIndex, type TemplateRead } from './search-index';

const SECTIONS = ['Birthdays', 'Intros', 'Promos', 'Reels', 'Weddings', 'Ä Sale'];
const KINDS: readonly TemplateKind[] = ['video', 'image'];

/** A template in none to three of a handful of sections, some in one twice. */
function templateIn(id: number, next: (below: number) => number, changed: string): TemplateRead {
  const sections = Array.from({ length: next(4) }, () => SECTIONS[next(SECTIONS.length)]!);
  return { ...randomTemplate(id, next, changed), sections };
}

/** Each kind's sections as the database reads them: those of its templates on sale, sorted. */
const sectionsIn = (templates: ReadonlyMap<number, TemplateRead>, kind: TemplateKind) =>
  [
    ...new Set(
      [...templates.values()]
        .filter((template) => template.kind === kind)
        .flatMap((template) => template.sections),
    ),
  ].sort();

/**
 * The sections a list shows come from the index (issue 80): read from every template, each of an
 * import's catalogue changes had PostgreSQL scan the whole catalogue again. The index counts each
 * kind's sections as templates are put, written over and taken off, and gives the same array of
 * names until one appears or leaves, which its caller keeps what it made of them by.
 */
describe("the index's sections of a kind", () => {
  it('are those of its templates on sale, the same array until a section appears or leaves', () => {
    const next = seededRandom(7);
    const index = new SearchIndex();
    const templates = new Map<number, TemplateRead>();
    let changes = 0;
    for (let write = 0; write < 600; write += 1) {
      const before = KINDS.map((kind) => index.sectionsOf(kind));
      const id = 1 + next(40);
      if (next(3) === 0) {
        templates.delete(id);
        index.remove(id);
      } else {
        const template = templateIn(id, next, String(write));
        templates.set(id, template);
        index.put(template);
      }
      KINDS.forEach((kind, at) => {
        const names = index.sectionsOf(kind);
        expect([write, kind, names]).toEqual([write, kind, sectionsIn(templates, kind)]);
        if (names.join('\n') === before[at]!.join('\n')) expect(names).toBe(before[at]);
        else changes += 1;
      });
    }
    // The writes made sections appear and leave, not only kept them.
    expect(changes).toBeGreaterThan(20);
  });

  it('of an index a snapshot held are counted from its slots when first asked for', async () => {
    const next = seededRandom(11);
    const index = new SearchIndex();
    const templates = new Map<number, TemplateRead>();
    for (let id = 1; id <= 60; id += 1) {
      const template = templateIn(id, next, '1');
      templates.set(id, template);
      index.put(template);
    }
    for (let id = 1; id <= 60; id += 7) {
      templates.delete(id);
      index.remove(id);
    }
    const written = await encodeSnapshot(index.snapshotSource(), {
      database: 'test',
      id: '00000000-0000-4000-8000-000000000000',
      window: { until: '100', running: [] },
      writtenAt: new Date(0).toISOString(),
    });
    const restored = new SearchIndex((await decodeSnapshot(Buffer.concat(written.chunks))).parts);
    for (const kind of KINDS) {
      expect(restored.sectionsOf(kind)).toEqual(sectionsIn(templates, kind));
    }
    // And counted from then on as any index's.
    const moved = { ...templates.get(2)!, sections: ['Zoetropes'], changed: '2' };
    templates.set(2, moved);
    restored.put(moved);
    expect(restored.sectionsOf(moved.kind)).toEqual(sectionsIn(templates, moved.kind));
  });
});
