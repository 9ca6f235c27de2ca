import { DETAIL_SCROLL_MARGIN_PX, LOAD_MORE_DELAY_MS } from '@frameshop/contract';
import { useEffect, useRef } from 'react';

interface Options {
  /** False while a page is loading and after the last one. */
  enabled: boolean;
  loadMore: () => void;
}

function nearPageBottom(): boolean {
  const { scrollHeight } = document.documentElement;
  return window.innerHeight + window.scrollY >= scrollHeight - DETAIL_SCROLL_MARGIN_PX;
}

/**
 * The detail pages' suggestions: when the visitor scrolls within DETAIL_SCROLL_MARGIN_PX of the
 * bottom of the page, more are asked for after LOAD_MORE_DELAY_MS. A page too short to scroll
 * counts as being at the bottom, so it fills up.
 */
export function useLoadMoreNearPageBottom({ enabled, loadMore }: Options): void {
  // The latest callback, without restarting the listeners each time it changes identity.
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (timer !== undefined || !nearPageBottom()) return;
      timer = setTimeout(() => loadMoreRef.current(), LOAD_MORE_DELAY_MS);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled]);
}
