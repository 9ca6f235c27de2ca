import {
  lengthRangeSchema,
  orientationSchema,
  priceRangeSchema,
  sortOptionSchema,
} from '@frameshop/contract';
import type { SortOption } from '@frameshop/contract';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListFilters } from '../api/query-keys';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

export const FILTER_PARAMS = {
  search: 'q',
  section: 'section',
  sort: 'sort',
  orientation: 'orientation',
  price: 'price',
  length: 'length',
} as const;

/** The filters beside the section chips, by their name in the address. */
export const CHOICE_FILTERS = {
  orientation: orientationSchema,
  price: priceRangeSchema,
  length: lengthRangeSchema,
} as const;
export type ChoiceFilter = keyof typeof CHOICE_FILTERS;

/** The order a list takes when none is chosen: relevance for a search, else popularity. */
export const defaultSortOf = (q: string): SortOption => (q ? 'relevance' : 'popularity');

interface Options {
  /** Only the video list offers a sort order; the others ignore a `sort` in the URL. */
  sortable: boolean;
}

/**
 * The list's search, section chip, filters and sort, kept in the URL query so that a shared link
 * or a reload shows the same results. The search box has its own draft: the URL follows it once
 * typing pauses, and the box follows the URL when something else changes it (Back, a link).
 */
export function useCatalogueFilters({ sortable }: Options) {
  const [params, setParams] = useSearchParams();
  const q = (params.get(FILTER_PARAMS.search) ?? '').trim();
  const section = (params.get(FILTER_PARAMS.section) ?? '').trim();
  const parsedSort = sortOptionSchema.safeParse(params.get(FILTER_PARAMS.sort));
  // Relevance without a search is popularity: the list's own order, so none is chosen.
  const chosenSort =
    sortable && parsedSort.success && (q || parsedSort.data !== 'relevance')
      ? parsedSort.data
      : undefined;
  const sort = chosenSort === defaultSortOf(q) ? undefined : chosenSort;
  const choiceOf = <F extends ChoiceFilter>(filter: F) => {
    const parsed = CHOICE_FILTERS[filter].safeParse(params.get(FILTER_PARAMS[filter]));
    return parsed.success ? (parsed.data as ListFilters[F]) : undefined;
  };
  const orientation = choiceOf('orientation');
  const price = choiceOf('price');
  const length = choiceOf('length');
  const filters = useMemo<ListFilters>(
    () => ({ q, section, sort, orientation, price, length }),
    [q, section, sort, orientation, price, length],
  );

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

  /** Leaving the list (a suggested template was picked): what is typed is not searched for. */
  const stopTyping = useCallback(() => clearTimeout(timer.current), []);

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
        if (value === defaultSortOf(q)) next.delete(FILTER_PARAMS.sort);
        else next.set(FILTER_PARAMS.sort, value);
      });
    },
    [update, q],
  );

  /** A filter beside the chips: a choice, or undefined for any. */
  const changeChoice = useCallback(
    (filter: ChoiceFilter, value: string | undefined) => {
      update((next) => {
        if (value) next.set(FILTER_PARAMS[filter], value);
        else next.delete(FILTER_PARAMS[filter]);
      });
    },
    [update],
  );

  /** A suggested section, picked under the search box: the section instead of the search. */
  const pickSection = useCallback(
    (name: string) => {
      clearTimeout(timer.current);
      setDraft('');
      setWritten('');
      update((next) => {
        next.delete(FILTER_PARAMS.search);
        next.set(FILTER_PARAMS.section, name);
      });
    },
    [update],
  );

  const clearFilters = useCallback(() => {
    clearTimeout(timer.current);
    setDraft('');
    setWritten('');
    update((next) => {
      for (const name of ['search', 'section', 'orientation', 'price', 'length'] as const) {
        next.delete(FILTER_PARAMS[name]);
      }
    });
  }, [update]);

  return {
    filters,
    /** The order the list is in: the chosen one, else relevance for a search, else popularity. */
    sort: sort ?? defaultSortOf(q),
    searchDraft: draft,
    changeSearch,
    commitSearch,
    clearSearch,
    stopTyping,
    toggleSection,
    pickSection,
    changeSort,
    changeChoice,
    clearFilters,
    /** Whether anything narrows the list (sorting does not). */
    isFiltered:
      q !== '' || section !== '' || Boolean(orientation) || Boolean(price) || Boolean(length),
  };
}

export type CatalogueFilters = ReturnType<typeof useCatalogueFilters>;
