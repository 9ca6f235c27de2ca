import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test-support/search-catalogue';
import {
  answersOf,
  expectPostingsOf,
  randomIndex,
  randomTemplate,
} from '../../../test-support/search-index-checks';
import {
  decodeSnapshot,
  encodeSnapshot,
  SNAPSHOT_FORMAT,
  type SnapshotHeader,
} from './index-snapshot-format';
import { SearchIndex } from './search-index';
import { UnreadableSnapshot } from './snapshot-columns';

/**
 * A snapshot of the index on disk (ADR 58) reads back as the index it was written from: the same
 * postings, documents and vocabulary, and the same answers to searches of every path as an index
 * built afresh; written while the index takes writes, it holds the slots written meanwhile dead,
 * and putting those templates again (as the read of changes at boot does) gives the index as it
 * now is. A file cut short, damaged or of another format is refused.
 */

const HEADER: SnapshotHeader = {
  database: 'test',
  id: '00000000-0000-4000-8000-000000000000',
  window: { until: '100', running: ['98'] },
  writtenAt: new Date(0).toISOString(),
};

const fileOf = (chunks: readonly Uint8Array[]) => Buffer.concat(chunks);

/** An index of 400 random templates, written over, taken off and sold, and the templates. */
function writtenIndex(seed: number) {
  const { next, index, templates } = randomIndex(seed);
  let version = 2;
  /** One write as the store makes them: a save, a removal, a sale. */
  const write = () => {
    const id = 1 + next(420);
    if (next(5) === 0) {
      templates.delete(id);
      index.remove(id);
    } else {
      const template = randomTemplate(id, next, String((version += 1)));
      templates.set(id, template);
      index.put(template);
    }
    if (next(4) === 0 && templates.size > 0) {
      const sold = [...templates.values()][next(templates.size)]!;
      const popularity = sold.popularity + 1;
      templates.set(sold.id, { ...sold, popularity });
      index.setPopularity(sold.id, popularity);
    }
  };
  for (let at = 0; at < 300; at += 1) write();
  return { index, templates, write };
}

describe('a snapshot of the index', () => {
  it('reads back as the index it was written from, answering as one built afresh', async () => {
    const { index, templates } = writtenIndex(23);
    const written = await encodeSnapshot(index.snapshotSource(), HEADER);
    const { header, parts } = await decodeSnapshot(fileOf(written.chunks));
    expect(header).toEqual(HEADER);
    const restored = new SearchIndex(parts);
    expectPostingsOf(restored, templates);
    expect(restored.vocabulary).toEqual(index.vocabulary);
    expect(restored.wantsCompaction).toBe(index.wantsCompaction);

    const fresh = new SearchIndex();
    for (const template of templates.values()) fresh.put(template);
    const answers = answersOf(fresh);
    expect(answers.flat().some(({ count }) => count > 0)).toBe(true);
    expect(answersOf(restored)).toEqual(answers);

    // The restored index takes writes as any other: its lists and documents grow from the file's.
    const next = seededRandom(4);
    for (let id = 390; id <= 430; id += 1) {
      const template = randomTemplate(id, next, 'again');
      templates.set(id, template);
      restored.put(template);
      fresh.put(template);
    }
    restored.remove(3);
    fresh.remove(3);
    templates.delete(3);
    expectPostingsOf(restored, templates);
    expect(answersOf(restored)).toEqual(answersOf(fresh));
  });

  it('written while the index takes writes, holds what it cannot vouch for dead', async () => {
    const { index, templates, write } = writtenIndex(31);
    const before = new Map(templates);
    let writing = true;
    const writes = (async () => {
      // A write between every few slots the snapshot copies.
      while (writing) {
        write();
        await nextTurn();
      }
    })();
    const written = await encodeSnapshot(index.snapshotSource(), HEADER, 0);
    writing = false;
    await writes;
    const restored = new SearchIndex((await decodeSnapshot(fileOf(written.chunks))).parts);
    const changed = [...new Set([...before.keys(), ...templates.keys()])].filter(
      (id) => before.get(id) !== templates.get(id),
    );
    expect(changed.length).toBeGreaterThan(20);
    // What the read of changes at boot does: every template written since the watermark again.
    for (const id of changed) {
      const template = templates.get(id);
      if (template) restored.put(template);
      else restored.remove(id);
    }
    // Sales are read as popularity alone, for every template sold since.
    for (const template of templates.values())
      restored.setPopularity(template.id, template.popularity);
    expectPostingsOf(restored, templates);
    expect(restored.vocabulary).toEqual(index.vocabulary);
    const fresh = new SearchIndex();
    for (const template of templates.values()) fresh.put(template);
    expect(answersOf(restored)).toEqual(answersOf(fresh));
  });

  it('reads back an empty index (a store without templates yet)', async () => {
    const written = await encodeSnapshot(new SearchIndex().snapshotSource(), HEADER);
    const restored = new SearchIndex((await decodeSnapshot(fileOf(written.chunks))).parts);
    expect(restored.size).toBe(0);
    restored.put(randomTemplate(1, seededRandom(2)));
    expect(restored.size).toBe(1);
  });

  it('refuses a file cut short, damaged, or of another format', async () => {
    const { index } = writtenIndex(7);
    const file = fileOf((await encodeSnapshot(index.snapshotSource(), HEADER)).chunks);
    const refused = (bytes: Uint8Array) =>
      expect(decodeSnapshot(bytes)).rejects.toBeInstanceOf(UnreadableSnapshot);
    await refused(file.subarray(0, file.length - 1000));
    await refused(file.subarray(0, 10));
    const damaged = Buffer.from(file);
    damaged[Math.floor(damaged.length / 2)]! ^= 1;
    await refused(damaged);
    const otherFormat = Buffer.from(file);
    otherFormat.writeUInt32LE(SNAPSHOT_FORMAT + 1, 8);
    await refused(otherFormat);
    // Whole again, it reads.
    await expect(decodeSnapshot(Buffer.from(file))).resolves.toBeDefined();
  });
});
