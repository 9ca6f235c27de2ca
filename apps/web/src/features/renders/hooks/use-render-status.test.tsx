import { RENDER_EVENTS_INTERVAL_MS } from '@frameshop/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { tokenStore } from '../../../lib/token-store';
import { eventStreamResponse, renderEventText, renderRecord } from '../test-renders';
import { useRenderStatus } from './use-render-status';

const renderId = renderRecord().jobId;
const eventsKey = `GET /api/renders/${renderId}/events`;
const renderKey = `GET /api/renders/${renderId}`;

const callsTo = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    return `${request.method} ${new URL(request.url).pathname}` === key;
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('useRenderStatus', () => {
  it('follows the events stream with the bearer token until the render ends, without polling', async () => {
    tokenStore.save('valid-token', false);
    const stream = eventStreamResponse();
    const fetchMock = stubApi({
      [eventsKey]: () => stream.response,
      [renderKey]: () => json(200, renderRecord()),
    });
    // A fake clock, moved on at the end past the polling interval rather than waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useRenderStatus(renderId));

    act(() => stream.write(renderEventText(renderRecord({ status: 'queued', progress: 0 }))));
    await waitFor(() => expect(result.current.render?.status).toBe('queued'));

    const half = renderEventText(renderRecord({ progress: 55 }));
    act(() => {
      stream.write(`: heartbeat\n\n${half.slice(0, 20)}`);
      stream.write(half.slice(20));
    });
    await waitFor(() => expect(result.current.render?.progress).toBe(55));

    act(() => {
      stream.write(
        renderEventText(
          renderRecord({ status: 'completed', progress: 100, signedUrl: '/media/a.mp4?sig=1' }),
        ),
      );
      stream.end();
    });
    await waitFor(() => expect(result.current.render?.status).toBe('completed'));
    expect(result.current.error).toBeNull();

    const init = callsTo(fetchMock, eventsKey)[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer valid-token');
    await act(() => vi.advanceTimersByTimeAsync(RENDER_EVENTS_INTERVAL_MS * 2));
    expect(callsTo(fetchMock, renderKey)).toHaveLength(0);
  });

  it('polls the render when the stream is unavailable, and stops at a final status', async () => {
    const answers = [
      renderRecord({ progress: 10 }),
      renderRecord({ progress: 80 }),
      renderRecord({ status: 'failed', errorMessage: 'The uploaded clip could not be decoded.' }),
    ];
    let served = 0;
    const fetchMock = stubApi({
      [eventsKey]: () => json(503, { error: 'Service unavailable', code: 'UNAVAILABLE' }),
      [renderKey]: () => json(200, answers[Math.min(served++, answers.length - 1)]),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useRenderStatus(renderId));

    await waitFor(() => expect(result.current.render?.progress).toBe(10));
    await act(() => vi.advanceTimersByTimeAsync(RENDER_EVENTS_INTERVAL_MS));
    await waitFor(() => expect(result.current.render?.progress).toBe(80));
    await act(() => vi.advanceTimersByTimeAsync(RENDER_EVENTS_INTERVAL_MS));
    await waitFor(() => expect(result.current.render?.status).toBe('failed'));
    expect(result.current.render?.errorMessage).toBe('The uploaded clip could not be decoded.');

    await act(() => vi.advanceTimersByTimeAsync(RENDER_EVENTS_INTERVAL_MS * 2));
    expect(callsTo(fetchMock, renderKey)).toHaveLength(3);
  });

  it('falls back to polling when the stream breaks part way', async () => {
    const stream = eventStreamResponse();
    stubApi({
      [eventsKey]: () => stream.response,
      [renderKey]: () => json(200, renderRecord({ status: 'cancelled', progress: 60 })),
    });
    const { result } = renderHook(() => useRenderStatus(renderId));

    act(() => stream.write(renderEventText(renderRecord({ progress: 60 }))));
    await waitFor(() => expect(result.current.render?.progress).toBe(60));
    act(() => stream.fail());

    await waitFor(() => expect(result.current.render?.status).toBe('cancelled'));
  });

  it('reports a failing poll, backs off, and recovers when the server answers again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    const fetchMock = stubApi({
      [renderKey]: () =>
        failing
          ? json(500, { error: 'Internal error', code: 'INTERNAL' })
          : json(200, renderRecord({ status: 'completed', progress: 100 })),
    });
    const { result } = renderHook(() => useRenderStatus(renderId));

    await waitFor(() => expect(result.current.error).not.toBeNull());
    const polls = () => callsTo(fetchMock, renderKey).length;
    expect(polls()).toBe(1);
    // After one failure the next poll waits two intervals, then four after the second failure.
    await act(() => vi.advanceTimersByTimeAsync(RENDER_EVENTS_INTERVAL_MS * 1.5));
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(RENDER_EVENTS_INTERVAL_MS));
    await waitFor(() => expect(polls()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(RENDER_EVENTS_INTERVAL_MS * 3));
    expect(polls()).toBe(2);

    failing = false;
    await act(() => vi.advanceTimersByTimeAsync(RENDER_EVENTS_INTERVAL_MS * 2));
    await waitFor(() => expect(result.current.render?.status).toBe('completed'));
    expect(result.current.error).toBeNull();
  });

  it('stops at an answer that retrying cannot change, with its message', async () => {
    const fetchMock = stubApi({
      [renderKey]: () => json(404, { error: 'Render not found', code: 'NOT_FOUND' }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useRenderStatus(renderId));

    await waitFor(() => expect(result.current.error).toBe('Render not found'));
    await act(() => vi.advanceTimersByTimeAsync(RENDER_EVENTS_INTERVAL_MS * 2));
    expect(callsTo(fetchMock, renderKey)).toHaveLength(1);
  });

  it('stops following on unmount, and follows nothing for a null id', async () => {
    const stream = eventStreamResponse();
    const fetchMock = stubApi({ [eventsKey]: () => stream.response });
    const { result, unmount, rerender } = renderHook(
      ({ id }: { id: string | null }) => useRenderStatus(id),
      { initialProps: { id: null as string | null } },
    );
    expect(result.current).toEqual({ render: undefined, error: null });
    expect(fetchMock).not.toHaveBeenCalled();

    rerender({ id: renderId });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const init = callsTo(fetchMock, eventsKey)[0]?.[1];
    unmount();
    expect(init?.signal?.aborted).toBe(true);
  });
});
