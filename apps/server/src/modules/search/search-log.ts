import type { TemplateKind } from '@frameshop/contract';
import type { Db } from '../../db/database';
import { looksLikePersonalData } from './personal-query';
import { addSearchCounts, type CountedSearches, type LeftOutSearches } from './search.repository';

/**
 * Searches one visitor makes this close together, each beginning the next or the other way round
 * ("gra", "gradu", "graduation"), are one search as typed: the last one counts.
 */
export const REFINE_MS = 4_000;
/** How often counted searches are written. */
export const FLUSH_MS = 5_000;
/**
 * Counts (of one query in one minute) kept in memory while the database is away; the oldest are
 * dropped beyond this.
 */
const MAX_WAITING = 10_000;
const MINUTE_MS = 60_000;
/** How long a search's results are remembered for the count that follows it. */
const RESULTS_MS = 60_000;

interface Typing {
  kind: TemplateKind;
  query: string;
  at: number;
}

/** Searches typed out in one minute, waiting to be written: one query's, or those left out. */
interface Waiting {
  minute: number;
  kind: TemplateKind;
  /** Null for the searches left out as personal data, counted without their text. */
  query: string | null;
  searches: number;
}

/**
 * Counts what buyers search for (ADR 35) without knowing who: a visitor's address (an IPv6 one by
 * its /64) is held in memory only while they type, to tell one search typed letter by letter from
 * several. Counts are written per day of the store's zone every few seconds, each with what the
 * search found when last answered from the database. A search that looks like personal data (an email, a phone or
 * card number, a password) is counted as left out, its text dropped as it is typed out. Searches
 * are added up as they are typed out, per query and minute, so a flush costs what a busy minute's
 * different queries cost, not each search (a 47 ms turn at a thousand searches a second).
 */
export class SearchLog {
  private readonly typing = new Map<string, Typing>();
  private waiting = new Map<string, Waiting>();
  private readonly results = new Map<string, { results: number; at: number }>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: { db: Db; timeZone: string; now?: () => number }) {}

  /**
   * One search as a visitor asked it, normalised, of the first page of a list. `client` is their
   * address as the rate limits key it (`clientKey`: an IPv6 one by its /64, which one host holds).
   */
  searched(client: string, kind: TemplateKind, query: string): void {
    const at = this.now();
    const before = this.typing.get(client);
    if (before && before.kind === kind && at - before.at < REFINE_MS) {
      if (before.query.startsWith(query) || query.startsWith(before.query)) {
        this.typing.set(client, { kind, query, at });
        return;
      }
    }
    if (before) this.count(before);
    this.typing.set(client, { kind, query, at });
  }

  /** What a search found, when the database answered it. */
  found(kind: TemplateKind, query: string, results: number): void {
    if (looksLikePersonalData(query)) return;
    this.results.set(`${kind} ${query}`, { results, at: this.now() });
  }

  /** Writes every search typed out (`all`: every search, as on shutdown or before a read). */
  flush({ all = false } = {}): Promise<void> {
    // After the last one, whether or not it failed: one failure must not stop every later flush.
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write(all));
    return this.flushing;
  }

  /** Writes counted searches every FLUSH_MS until stopped. */
  start(): void {
    this.timer ??= setInterval(() => void this.flush().catch(() => undefined), FLUSH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush({ all: true }).catch(() => undefined);
  }

  private async write(all: boolean): Promise<void> {
    const now = this.now();
    for (const [client, typing] of this.typing) {
      if (all || now - typing.at >= REFINE_MS) {
        this.count(typing);
        this.typing.delete(client);
      }
    }
    for (const [key, noted] of this.results) {
      if (now - noted.at >= RESULTS_MS) this.results.delete(key);
    }
    if (this.waiting.size === 0) return;
    const batch = this.waiting;
    this.waiting = new Map();
    const searches: CountedSearches[] = [];
    const leftOut: LeftOutSearches[] = [];
    for (const { minute, kind, query, searches: count } of batch.values()) {
      if (query === null) leftOut.push({ minute: new Date(minute), searches: count });
      else {
        const results = this.results.get(`${kind} ${query}`)?.results ?? null;
        searches.push({ minute: new Date(minute), kind, query, searches: count, results });
      }
    }
    try {
      await addSearchCounts(this.deps.db, { searches, leftOut }, this.deps.timeZone);
    } catch (error) {
      // Kept for the next flush, before those counted meanwhile: the counts are not lost to a
      // database restart.
      const meanwhile = this.waiting;
      this.waiting = batch;
      for (const [key, waiting] of meanwhile) this.add(key, waiting);
      throw error;
    }
  }

  private count({ kind, query, at }: Typing): void {
    const minute = at - (at % MINUTE_MS);
    const text = looksLikePersonalData(query) ? null : query;
    const key = text === null ? `${minute}` : `${minute} ${kind} ${text}`;
    this.add(key, { minute, kind, query: text, searches: 1 });
  }

  /** Adds `counted` under `key`, dropping the oldest count when too many wait. */
  private add(key: string, counted: Waiting): void {
    const waiting = this.waiting.get(key);
    if (waiting) {
      waiting.searches += counted.searches;
      return;
    }
    this.waiting.set(key, counted);
    if (this.waiting.size > MAX_WAITING) {
      this.waiting.delete(this.waiting.keys().next().value!);
    }
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}

/** One log per database in a process: the catalogue counts into it, the dashboard reads through it. */
const logs = new WeakMap<Db, { log: SearchLog; users: number }>();

/**
 * The process's search log for `db`, started on first use and stopped (its counts written) when
 * its last user releases it.
 */
export function searchLogFor(
  db: Db,
  timeZone: string,
): { log: SearchLog; release(): Promise<void> } {
  let entry = logs.get(db);
  if (!entry) {
    entry = { log: new SearchLog({ db, timeZone }), users: 0 };
    entry.log.start();
    logs.set(db, entry);
  }
  entry.users += 1;
  const shared = entry;
  let released = false;
  return {
    log: shared.log,
    async release() {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      logs.delete(db);
      await shared.log.stop();
    },
  };
}
