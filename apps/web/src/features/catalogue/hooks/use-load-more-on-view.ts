import { LIST_SCROLL_MARGIN_PX, LOAD_MORE_DELAY_MS } from '@frameshop/contract';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const hasIntersectionObserver = () => typeof IntersectionObserver !== 'undefined';
// A server renders for the browsers the store supports, which all have it; an old one that lacks it
// swaps the sentinel for the button right after hydrating.
const assumeSupported = () => true;

interface Options {
  /** False while a page is loading, after the last page, or after a failure. */
  enabled: boolean;
  loadMore: () => void;
  /**
   * How many items are loaded. A page can arrive so fast that `enabled` never visibly turns false;
   * a new count still means "check again".
   */
  loadedCount: number;
}

/**
 * Infinite scrolling for a list: returns a ref for a sentinel placed after the last item. When the
 * sentinel comes within LIST_SCROLL_MARGIN_PX of the viewport, the next page is asked for after
 * LOAD_MORE_DELAY_MS; scrolling away first cancels it. A sentinel still in view after a page
 * arrives (a short page on a tall screen) asks again, until the screen is full.
 *
 * `supported` is false in browsers without IntersectionObserver; the list then offers a button.
 */
export function useLoadMoreOnView({ enabled, loadMore, loadedCount }: Options) {
  const [node, setNode] = useState<Element | null>(null);
  const [visible, setVisible] = useState(false);
  const supported = useSyncExternalStore(neverChanges, hasIntersectionObserver, assumeSupported);

  useEffect(() => {
    if (!node || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setVisible(entry.isIntersecting);
      },
      { rootMargin: `${LIST_SCROLL_MARGIN_PX}px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, supported]);

  // Browsers keep what is on screen in place when content is added above it ("scroll
  // anchoring"). At the very bottom of the page that is the footer, so new cards would go in above
  // the viewport and the sentinel would never leave the view: every page would load at once.
  useEffect(() => {
    if (!node) return;
    const root = document.documentElement;
    const previous = root.style.overflowAnchor;
    root.style.overflowAnchor = 'none';
    return () => {
      root.style.overflowAnchor = previous;
    };
  }, [node]);

  useEffect(() => {
    if (!visible || !enabled) return;
    const timer = setTimeout(loadMore, LOAD_MORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible, enabled, loadMore, loadedCount]);

  const sentinelRef = useCallback((element: Element | null) => {
    setNode(element);
    // A new sentinel (another search) has not been seen yet.
    if (!element) setVisible(false);
  }, []);

  return { sentinelRef, supported };
}
