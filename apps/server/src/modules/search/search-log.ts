import type { TemplateKind } from '@frameshop/contract';
import type { Db } from '../../db/database';
import { looksLikePersonalData } from './personal-query';
import { addSearchCounts, type CountedSearch } from './search.repository';

/**
 * Searches one visitor makes this close together, each beginning the next or the other way round
 * ("gra", "gradu", "graduation"), are one search as typed: the last one counts.
 */
export const REFINE_MS = 4_000;
/** How often counted searches are written. */
export const FLUSH_MS = 5_000;
/** Searches kept in memory while the database is away; older ones are dropped beyond this. */
const MAX_WAITING = 10_000;
/** How long a search's results are remembered for the count that follows it. */
const RESULTS_MS = 60_000;

interface Typing {
  kind: TemplateKind;
  query: string;
  at: number;
}

/** A search typed out, waiting to be written: without its text when it looked like personal data. */
interface Counted {
  kind: TemplateKind;
  query: string | null;
  at: number;
}

/**
 * Counts what buyers search for (ADR 35) without knowing who: a visitor's address (an IPv6 one by
 * its /64) is held in memory only while they type, to tell one search typed letter by letter from
 * several. Counts are written per day of the store's zone every few seconds, each with what the
 * search found when last answered from the database. A search that looks like personal data (an email, a phone or
 * card number, a password) is counted as left out, its text dropped as it is typed out.
 */
export class SearchLog {
  private readonly typing = new Map<string, Typing>();
  private counted: Counted[] = [];
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
    this.flushing = this.flushing.then(() => this.write(all));
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
    if (this.counted.length === 0) return;
    const batch = this.counted;
    this.counted = [];
    const searches: CountedSearch[] = [];
    const leftOut: Date[] = [];
    for (const { at, kind, query } of batch) {
      if (query === null) leftOut.push(new Date(at));
      else {
        const results = this.results.get(`${kind} ${query}`)?.results ?? null;
        searches.push({ at: new Date(at), kind, query, results });
      }
    }
    try {
      await addSearchCounts(this.deps.db, { searches, leftOut }, this.deps.timeZone);
    } catch (error) {
      // Kept for the next flush (the newest, when too many wait): the counts are not lost to a
      // database restart.
      this.counted = [...batch, ...this.counted].slice(-MAX_WAITING);
      throw error;
    }
  }

  private count({ kind, query, at }: Typing): void {
    this.counted.push({ kind, query: looksLikePersonalData(query) ? null : query, at });
    if (this.counted.length > MAX_WAITING) this.counted.shift();
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
