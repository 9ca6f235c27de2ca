import { TEMPLATE_CACHE_MS, templateDetailSchema } from '@frameshop/contract';
import type { TemplateDetail, TemplateKind } from '@frameshop/contract';

/**
 * The per-template cache of the spec: each detail answer is kept in localStorage with the time it
 * arrived, served for TEMPLATE_CACHE_MS, then removed and fetched again. It lets a returning
 * visitor (a reload, a new tab, Back from an editor) see the page at once.
 */
export const TEMPLATE_CACHE_PREFIX = 'frameshop.template:';

interface CacheEntry {
  timestamp: number;
  data: unknown;
}

/** Fetches in flight, so two screens asking for one template at once make one request. */
const pending = new Map<string, Promise<TemplateDetail>>();

export function templateCacheKey(kind: TemplateKind, templateId: string): string {
  return `${TEMPLATE_CACHE_PREFIX}${kind}:${templateId}`;
}

// Storage can be missing or throw (privacy modes, a full quota); the cache then simply misses.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing more to do with a storage that refuses writes.
  }
}

/** Drops one template's cached copy, so the next load asks the server (its price changed). */
export function forgetCachedTemplate(kind: TemplateKind, templateId: string): void {
  remove(templateCacheKey(kind, templateId));
}

function isEntry(value: unknown): value is CacheEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CacheEntry).timestamp === 'number' &&
    'data' in value
  );
}

/** A fresh cached template, or null; expired and unreadable entries are deleted on the way. */
export function readCachedTemplate(key: string, now: number = Date.now()): TemplateDetail | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    entry = null;
  }
  // An entry from the future (a clock set back) is as untrustworthy as an old one.
  const age = isEntry(entry) ? now - entry.timestamp : -1;
  if (!isEntry(entry) || age < 0 || age >= TEMPLATE_CACHE_MS) {
    remove(key);
    return null;
  }
  // The contract may have changed since the entry was written.
  const parsed = templateDetailSchema.safeParse(entry.data);
  if (!parsed.success) {
    remove(key);
    return null;
  }
  return parsed.data;
}

function writeCachedTemplate(key: string, data: TemplateDetail, now: number): void {
  try {
    storage()?.setItem(key, JSON.stringify({ timestamp: now, data } satisfies CacheEntry));
  } catch {
    // A full quota only costs the next visit a request.
  }
}

/**
 * The detail fetcher layer: a fresh cached copy, else the request already in flight for the same
 * template, else `load()` (whose answer is then cached). Failures are not cached.
 */
export function loadTemplateWithCache(
  kind: TemplateKind,
  templateId: string,
  load: () => Promise<TemplateDetail>,
): Promise<TemplateDetail> {
  // A server rendering pages has no storage, and must not share one visitor's answer (priced for
  // their region) with another's.
  if (typeof window === 'undefined') return load();
  const key = templateCacheKey(kind, templateId);
  const cached = readCachedTemplate(key);
  if (cached) return Promise.resolve(cached);

  const inFlight = pending.get(key);
  if (inFlight) return inFlight;

  const request = load()
    .then((data) => {
      writeCachedTemplate(key, data, Date.now());
      return data;
    })
    .finally(() => pending.delete(key));
  pending.set(key, request);
  return request;
}
