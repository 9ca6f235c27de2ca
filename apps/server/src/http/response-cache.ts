import { createHash } from 'node:crypto';
import { COMPRESS_THRESHOLD_BYTES, encode, type ContentEncoding } from './content-encoding';

/**
 * One serialised answer: its UTF-8 bytes, its weak ETag, and its compressed forms, each made the
 * first time a client asks for that encoding and then reused, so a cached answer costs no JSON
 * serialisation and no compression per request.
 */
export class CachedResponse {
  readonly etag: string;
  /** Whether the body is large enough to be sent compressed (smaller ones go out as they are). */
  readonly compressible: boolean;
  private readonly encoded = new Map<ContentEncoding, Buffer>();
  /** Whether the answer still holds after templates were saved; without it, it is made again. */
  stillHolds: StillHolds | undefined;
  /** The count of templates' saves (`ResponseCache.templatesSaved`) it is known to hold at. */
  heldAt = 0;

  constructor(
    readonly body: Buffer,
    readonly storedAt: number,
  ) {
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    this.compressible = body.length >= COMPRESS_THRESHOLD_BYTES;
  }

  static of(value: unknown, storedAt: number): CachedResponse {
    return new CachedResponse(Buffer.from(JSON.stringify(value)), storedAt);
  }

  /** The body in a content encoding, compressed on first use. */
  encodedAs(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encode(this.body, encoding);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** Whether a kept answer is still what would be answered now, the templates saved since read. */
export type StillHolds = () => Promise<boolean>;

/**
 * What an answer being made is given: `holdsThrough` names the check that keeps it through a save
 * of templates (ADR 64); an answer made without one is made again after any.
 */
export interface AnswerMaking {
  holdsThrough(check: StillHolds): void;
}

/**
 * Serialised public answers (the catalogue's, the sitemaps) kept in memory for a short time. The
 * catalogue changes rarely and is read on every page view, so most requests are answered without
 * touching the database; with many
 * server processes each keeps its own copy, and the lifetime bounds how stale any can be.
 * Least recently used entries go first once `maxEntries` is reached.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private newest: string | undefined;
  private readonly pending = new Map<string, Promise<CachedResponse>>();
  /** Counts the clears: an answer made across one is not stored. */
  private generation = 0;
  /** Counts the templates' saves heard of: an answer held at fewer is checked before it is sent. */
  private saves = 0;

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number },
  ) {}

  /** A stored answer that is still fresh and known to hold, without waiting for anything. */
  get(key: string): CachedResponse | undefined {
    const hit = this.fresh(key);
    if (!hit || hit.heldAt !== this.saves) return undefined;
    this.touch(key, hit);
    return hit;
  }

  /** A stored answer within its lifetime, whether or not it was checked since the last save. */
  private fresh(key: string): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if ((this.options.now ?? Date.now)() - hit.storedAt >= this.options.ttlMs) return undefined;
    return hit;
  }

  /**
   * The stored answer, or a new one from `create`. Requests that miss the same key while it is being
   * created wait for that one creation instead of each asking the database (when an answer expires
   * under load, every request in flight would otherwise miss at once).
   */
  getOrCreate(
    key: string,
    create: (making: AnswerMaking) => Promise<unknown>,
  ): Promise<CachedResponse> {
    return this.getOrMake(key, async (storedAt) => {
      let stillHolds: StillHolds | undefined;
      const entry = CachedResponse.of(
        await create({ holdsThrough: (check) => (stillHolds = check) }),
        storedAt,
      );
      entry.stillHolds = stillHolds;
      return entry;
    });
  }

  /** As `getOrCreate`, for a body that is not JSON (a sitemap's XML, say): kept as its bytes. */
  getOrCreateBody(key: string, create: () => Promise<Buffer>): Promise<CachedResponse> {
    return this.getOrMake(key, async (storedAt) => new CachedResponse(await create(), storedAt));
  }

  private getOrMake(
    key: string,
    make: (storedAt: number) => Promise<CachedResponse>,
  ): Promise<CachedResponse> {
    const hit = this.get(key);
    if (hit) return Promise.resolve(hit);
    // Stamped before it is made: its age counts from what the database held when asked.
    const storedAt = (this.options.now ?? Date.now)();
    if (this.options.maxEntries <= 0) return make(storedAt);
    let pending = this.pending.get(key);
    if (!pending) {
      const generation = this.generation;
      // Held at the saves heard of before it is read: a save heard of meanwhile is checked later.
      const saves = this.saves;
      const stale = this.fresh(key);
      pending = this.heldOrMade(stale, () => make(storedAt)).then(
        (entry) => {
          entry.heldAt = saves;
          // Made from what the database held before a clear: answered once, never kept.
          if (generation !== this.generation) return entry;
          this.pending.delete(key);
          this.newest = undefined;
          this.touch(key, entry);
          while (this.entries.size > this.options.maxEntries) {
            this.entries.delete(this.entries.keys().next().value as string);
          }
          return entry;
        },
        (error: unknown) => {
          if (generation === this.generation) this.pending.delete(key);
          throw error;
        },
      );
      this.pending.set(key, pending);
    }
    return pending;
  }

  /** The kept answer when its check says it still holds (a failed check is a no), else a new one. */
  private async heldOrMade(
    stale: CachedResponse | undefined,
    make: () => Promise<CachedResponse>,
  ): Promise<CachedResponse> {
    if (stale?.stillHolds && (await stale.stillHolds().catch(() => false))) return stale;
    return make();
  }

  /**
   * Templates were saved (not what is on sale nor the sections): each answer is checked by its
   * `stillHolds` when next asked for, and one without is made again.
   */
  templatesSaved(): void {
    this.saves += 1;
  }

  /** Forgets every answer, and those being made now are not kept (the catalogue changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.newest = undefined;
  }

  /** Marks an entry most recently used by re-inserting it (the map keeps insertion order). */
  private touch(key: string, entry: CachedResponse): void {
    // The busiest answer is usually the newest already; moving it again would change nothing.
    if (key === this.newest) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.newest = key;
  }
}
