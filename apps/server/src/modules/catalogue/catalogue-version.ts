import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { catalogueVersion } from './catalogue.schema';

/**
 * Marks a change to what the public catalogue shows, in the transaction that makes it: every API
 * process sees the new version within one watch interval and drops its cached answers (ADR 25).
 */
export async function bumpCatalogueVersion(tx: Tx): Promise<void> {
  await tx.update(catalogueVersion).set({ version: sql`${catalogueVersion.version} + 1` });
}

export async function readCatalogueVersion(db: Tx): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
}

/** How often a process asks for the version: a change shows everywhere within about this long. */
export const CATALOGUE_WATCH_MS = 250;

/** One poll per database, shared by everything in the process that keeps catalogue answers. */
const watchers = new WeakMap<Db, { listeners: Set<() => void>; stop(): void }>();

/**
 * Asks for the catalogue's version every CATALOGUE_WATCH_MS and calls `onChange` when it moves
 * (and after the first read, which has nothing to compare with). One indexed one-row read per
 * interval per process, however many caches listen (the catalogue's answers, the sitemaps):
 * cheaper than a connection held for LISTEN, and the same on PGlite and PostgreSQL. A read that
 * fails is tried again on the next tick.
 */
export function watchCatalogueVersion(db: Db, onChange: () => void): { stop(): void } {
  let watcher = watchers.get(db);
  if (!watcher) {
    const listeners = new Set<() => void>();
    let known: number | undefined;
    let reading = false;
    const timer = setInterval(() => {
      if (reading) return;
      reading = true;
      readCatalogueVersion(db)
        .then((version) => {
          // The first read also clears: a change may have come before it, after answers were kept.
          if (version !== known) for (const listener of listeners) listener();
          known = version;
        })
        .catch(() => undefined)
        .finally(() => {
          reading = false;
        });
    }, CATALOGUE_WATCH_MS);
    timer.unref();
    watcher = { listeners, stop: () => clearInterval(timer) };
    watchers.set(db, watcher);
  }
  const shared = watcher;
  shared.listeners.add(onChange);
  return {
    stop() {
      shared.listeners.delete(onChange);
      if (shared.listeners.size > 0) return;
      shared.stop();
      watchers.delete(db);
    },
  };
}
