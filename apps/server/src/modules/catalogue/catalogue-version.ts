import type { TemplateStatus } from '@frameshop/contract';
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

/** What decides which version a save of a template moves. */
interface SavedState {
  status: TemplateStatus;
  sections: readonly string[];
}

/**
 * Marks a save of a template, in its transaction, as buyers can see it: nothing for a draft; the
 * templates' own version when the template stays as it was on sale or off and in its sections
 * (its words, fields, media or scene changed), which keeps the cached answers it does not change
 * (ADR 64); the catalogue's otherwise (what is on sale and the sections' names are in many).
 */
export async function markTemplateSaved(
  tx: Tx,
  before: SavedState,
  after: SavedState,
): Promise<void> {
  if (before.status === 'draft' && after.status === 'draft') return;
  const sameSections =
    before.sections.length === after.sections.length &&
    before.sections.every((section, at) => section === after.sections[at]);
  if (before.status !== after.status || !sameSections) return bumpCatalogueVersion(tx);
  await tx
    .update(catalogueVersion)
    .set({ templatesVersion: sql`${catalogueVersion.templatesVersion} + 1` });
}

/** What changed, as a watcher of the catalogue is told. */
export type CatalogueChange = 'catalogue' | 'templates';

interface CatalogueVersions {
  version: number;
  templatesVersion: number;
}

export async function readCatalogueVersion(db: Tx): Promise<CatalogueVersions> {
  const [row] = await db
    .select({
      version: catalogueVersion.version,
      templatesVersion: catalogueVersion.templatesVersion,
    })
    .from(catalogueVersion);
  return row ?? { version: 0, templatesVersion: 0 };
}

/** How often a process asks for the version: a change shows everywhere within about this long. */
export const CATALOGUE_WATCH_MS = 250;

/** One poll per database, shared by everything in the process that keeps catalogue answers. */
const watchers = new WeakMap<
  Db,
  { listeners: Set<(change: CatalogueChange) => void>; stop(): void }
>();

/**
 * Asks for the catalogue's versions every CATALOGUE_WATCH_MS and calls `onChange` when one moves
 * (and after the first read, which has nothing to compare with): 'catalogue' when anything but
 * templates' saves changed, 'templates' when only they did. One indexed one-row read per
 * interval per process, however many caches listen (the catalogue's answers, the sitemaps):
 * cheaper than a connection held for LISTEN, and the same on PGlite and PostgreSQL. A read that
 * fails is tried again on the next tick.
 */
export function watchCatalogueVersion(
  db: Db,
  onChange: (change: CatalogueChange) => void,
): { stop(): void } {
  let watcher = watchers.get(db);
  if (!watcher) {
    const listeners = new Set<(change: CatalogueChange) => void>();
    let known: CatalogueVersions | undefined;
    let reading = false;
    const timer = setInterval(() => {
      if (reading) return;
      reading = true;
      readCatalogueVersion(db)
        .then((versions) => {
          // The first read also clears: a change may have come before it, after answers were kept.
          const change: CatalogueChange | undefined =
            versions.version !== known?.version
              ? 'catalogue'
              : versions.templatesVersion !== known.templatesVersion
                ? 'templates'
                : undefined;
          if (change) for (const listener of listeners) listener(change);
          known = versions;
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
