import { sortOptionSchema } from '@frameshop/contract';
import type { SortOption } from '@frameshop/contract';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListFilters } from '../api/query-keys';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

export const FILTER_PARAMS = { search: 'q', section: 'section', sort: 'sort' } as const;

const DEFAULT_SORT: SortOption = 'popularity';

interface Options {
  /** Only the video list offers a sort order; the others ignore a `sort` in the URL. */
  sortable: boolean;
}

/**
 * The list's search, section chip and sort, kept in the URL query so that a shared link or a reload
 * shows the same results. The search box has its own draft: the URL follows it once typing pauses,
 * and the box follows the URL when something else changes it (Back, a link).
 */
export function useCatalogueFilters({ sortable }: Options) {
  const [params, setParams] = useSearchParams();
  const q = (params.get(FILTER_PARAMS.search) ?? '').trim();
  const section = (params.get(FILTER_PARAMS.section) ?? '').trim();
  const parsedSort = sortOptionSchema.safeParse(params.get(FILTER_PARAMS.sort));
  const sort = sortable && parsedSort.success ? parsedSort.data : DEFAULT_SORT;
  const filters = useMemo<ListFilters>(() => ({ q, section, sort }), [q, section, sort]);

  const [draft, setDraft] = useState(q);
  // The URL's search as last seen, and the search this hook last wrote: a URL change that is not
  // our own write came from elsewhere and replaces the draft.
  const [seenQ, setSeenQ] = useState(q);
  const [written, setWritten] = useState<string | null>(null);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== written) {
      setDraft(q);
      setWritten(null);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The query as this hook last wrote it, until the router renders a different one (its own
  // navigation, or Back). The router renders a navigation in a transition, so a change made before
  // the last one has rendered (Clear search, then a section at once) must start from the last
  // one's query, not the rendered one: starting from that brought the cleared search back.
  const query = useRef({ rendered: '', latest: '' });
  const renderedQuery = params.toString();
  useLayoutEffect(() => {
    if (renderedQuery !== query.current.rendered) {
      query.current = { rendered: renderedQuery, latest: renderedQuery };
    }
  }, [renderedQuery]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(query.current.latest);
      change(next);
      query.current.latest = next.toString();
      // Refining a list is not a new page: Back should leave the list, not replay keystrokes.
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  const commitSearch = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const term = value.trim();
      setWritten(term);
      update((next) => {
        if (term) next.set(FILTER_PARAMS.search, term);
        else next.delete(FILTER_PARAMS.search);
      });
    },
    [update],
  );

  const changeSearch = useCallback(
    (value: string) => {
      setDraft(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commitSearch(value), SEARCH_DEBOUNCE_MS);
    },
    [commitSearch],
  );

  const clearSearch = useCallback(() => {
    setDraft('');
    commitSearch('');
  }, [commitSearch]);

  /** Chips toggle: choosing the active section again shows every section. */
  const toggleSection = useCallback(
    (name: string) => {
      update((next) => {
        if (next.get(FILTER_PARAMS.section) === name) next.delete(FILTER_PARAMS.section);
        else next.set(FILTER_PARAMS.section, name);
      });
    },
    [update],
  );

  const changeSort = useCallback(
    (value: SortOption) => {
      update((next) => {
        if (value === DEFAULT_SORT) next.delete(FILTER_PARAMS.sort);
        else next.set(FILTER_PARAMS.sort, value);
      });
    },
    [update],
  );

  const clearFilters = useCallback(() => {
    clearTimeout(timer.current);
    setDraft('');
    setWritten('');
    update((next) => {
      next.delete(FILTER_PARAMS.search);
      next.delete(FILTER_PARAMS.section);
    });
  }, [update]);

  return {
    filters,
    searchDraft: draft,
    changeSearch,
    commitSearch,
    clearSearch,
    toggleSection,
    changeSort,
    clearFilters,
    /** Whether anything narrows the list (sorting does not). */
    isFiltered: q !== '' || section !== '',
  };
}

export type CatalogueFilters = ReturnType<typeof useCatalogueFilters>;
