import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../../test/fake-catalogue';
import { useLoadMoreOnView } from './use-load-more-on-view';

function Sentinel({
  enabled,
  loadMore,
  loadedCount = 8,
}: {
  enabled: boolean;
  loadMore: () => void;
  loadedCount?: number;
}) {
  const { sentinelRef } = useLoadMoreOnView({ enabled, loadMore, loadedCount });
  return <div ref={sentinelRef} />;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useLoadMoreOnView', () => {
  it('watches the sentinel with a 20 px margin', () => {
    const viewport = stubIntersectionObserver();
    render(<Sentinel enabled loadMore={() => {}} />);
    expect(viewport.rootMargins()).toEqual(['20px']);
  });

  it('asks for more 500 ms after the sentinel comes into view', () => {
    const viewport = stubIntersectionObserver();
    const loadMore = vi.fn();
    render(<Sentinel enabled loadMore={loadMore} />);

    act(() => viewport.setVisible(true));
    act(() => vi.advanceTimersByTime(499));
    expect(loadMore).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('does nothing if the sentinel leaves the view within the delay', () => {
    const viewport = stubIntersectionObserver();
    const loadMore = vi.fn();
    render(<Sentinel enabled loadMore={loadMore} />);

    act(() => viewport.setVisible(true));
    act(() => vi.advanceTimersByTime(300));
    act(() => viewport.setVisible(false));
    act(() => vi.advanceTimersByTime(1000));

    expect(loadMore).not.toHaveBeenCalled();
  });

  it('waits while disabled (a page loading), then asks again if the sentinel is still in view', () => {
    const viewport = stubIntersectionObserver();
    const loadMore = vi.fn();
    const { rerender } = render(<Sentinel enabled={false} loadMore={loadMore} />);

    act(() => viewport.setVisible(true));
    act(() => vi.advanceTimersByTime(1000));
    expect(loadMore).not.toHaveBeenCalled();

    rerender(<Sentinel enabled loadMore={loadMore} />);
    act(() => vi.advanceTimersByTime(500));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('asks again when a page arrived without the list ever looking busy', () => {
    const viewport = stubIntersectionObserver();
    const loadMore = vi.fn();
    const { rerender } = render(<Sentinel enabled loadMore={loadMore} loadedCount={8} />);

    act(() => viewport.setVisible(true));
    act(() => vi.advanceTimersByTime(500));
    rerender(<Sentinel enabled loadMore={loadMore} loadedCount={16} />);
    act(() => vi.advanceTimersByTime(500));

    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('turns off scroll anchoring while the list can grow, so new cards push the sentinel down', () => {
    stubIntersectionObserver();
    const { unmount } = render(<Sentinel enabled loadMore={() => {}} />);
    expect(document.documentElement.style.overflowAnchor).toBe('none');
    unmount();
    expect(document.documentElement.style.overflowAnchor).toBe('');
  });

  it('stops watching when unmounted', () => {
    const viewport = stubIntersectionObserver();
    const { unmount } = render(<Sentinel enabled loadMore={() => {}} />);
    expect(viewport.count()).toBe(1);
    unmount();
    expect(viewport.count()).toBe(0);
  });
});
