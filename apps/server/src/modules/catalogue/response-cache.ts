import { createHash } from 'node:crypto';

export interface CachedResponse {
  body: string;
  etag: string;
}

/**
 * Serialised catalogue answers kept in memory for a short time. The catalogue changes rarely and is
 * read on every page view, so most requests are answered without touching the database; with many
 * server processes each keeps its own copy, and the lifetime bounds how stale any can be.
 * Least recently used entries go first once `maxEntries` is reached.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse & { storedAt: number }>();

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number },
  ) {}

  async getOrCreate(key: string, create: () => Promise<unknown>): Promise<CachedResponse> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.entries.get(key);
    if (hit && now - hit.storedAt < this.options.ttlMs) {
      // Re-insert to mark it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const body = JSON.stringify(await create());
    const entry = {
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      storedAt: now,
    };
    if (this.options.maxEntries > 0) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      while (this.entries.size > this.options.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}
