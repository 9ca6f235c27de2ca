import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { ResilientVideo } from './resilient-video';

const SRC = '/media/1001/preview.mp4?expires=99&sig=abc';

function renderVideo(src: string | null = SRC) {
  render(
    <ResilientVideo
      src={src}
      poster="/media/1001/poster.jpg"
      width={1920}
      height={1080}
      label="Preview of Neon Intro"
    />,
  );
  return screen.getByLabelText('Preview of Neon Intro') as HTMLVideoElement;
}

/** Lets timers and the promises they release run, as the browser would over `ms`. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function headCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'HEAD');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ResilientVideo', () => {
  it('checks the file with HEAD, then hands it to a preload="none" player with its poster', async () => {
    const fetchMock = stubApi({ 'HEAD /media/1001/preview.mp4': () => new Response(null) });
    const video = renderVideo();

    // Until the check answers, the poster shows and nothing can play.
    expect(video).not.toHaveAttribute('src');
    expect(video).toHaveAttribute('poster', '/media/1001/poster.jpg');
    await elapse(0);

    expect(headCalls(fetchMock)).toHaveLength(1);
    expect(video).toHaveAttribute('src', SRC);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
  });

  it('tries the HEAD check 3 times, waiting 1 s and then 2 s', async () => {
    let answers = 0;
    const fetchMock = stubApi({
      'HEAD /media/1001/preview.mp4': () => {
        answers += 1;
        return answers < 3 ? new Response(null, { status: 503 }) : new Response(null);
      },
    });
    const video = renderVideo();

    await elapse(0);
    expect(headCalls(fetchMock)).toHaveLength(1);
    await elapse(999);
    expect(headCalls(fetchMock)).toHaveLength(1);
    await elapse(1);
    expect(headCalls(fetchMock)).toHaveLength(2);
    await elapse(1999);
    expect(headCalls(fetchMock)).toHaveLength(2);
    expect(video).not.toHaveAttribute('src');
    await elapse(1);
    expect(headCalls(fetchMock)).toHaveLength(3);
    expect(video).toHaveAttribute('src', SRC);
  });

  it('shows "Video unavailable" when every check says the file does not exist', async () => {
    stubApi({ 'HEAD /media/1001/preview.mp4': () => json(404, {}) });
    renderVideo();

    await elapse(3000);

    expect(screen.getByRole('alert')).toHaveTextContent('Video unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('This video is not available right now.');
  });

  it('still lets the player try when the check fails for another reason (a store refusing HEAD)', async () => {
    stubApi({ 'HEAD /media/1001/preview.mp4': () => new Response(null, { status: 403 }) });
    const video = renderVideo();

    await elapse(3000);

    expect(video).toHaveAttribute('src', SRC);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('retries a playback error 3 times, 1 s apart with cache-busting URLs, then offers Retry (3/3)', async () => {
    stubApi({ 'HEAD /media/1001/preview.mp4': () => new Response(null) });
    const video = renderVideo();
    await elapse(0);
    const sources: string[] = [];

    for (let retry = 1; retry <= 3; retry += 1) {
      fireEvent.error(video);
      expect(screen.getByRole('status')).toHaveTextContent('Video unavailable');
      expect(screen.getByRole('status')).toHaveTextContent(`Trying again (${retry}/3)`);
      await elapse(999);
      expect(screen.getByRole('status')).toBeInTheDocument();
      await elapse(1);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      const src = video.getAttribute('src') ?? '';
      // The signed query stays; a retry marker makes each URL new to the browser's cache.
      expect(src).toMatch(/^\/media\/1001\/preview\.mp4\?expires=99&sig=abc&retry=\d+$/);
      expect(sources).not.toContain(src);
      sources.push(src);
    }

    fireEvent.error(video);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Media Loading Error');
    const retry = screen.getByRole('button', { name: 'Retry (3/3)' });

    // No more automatic retries.
    await elapse(5000);
    expect(screen.getByRole('button', { name: 'Retry (3/3)' })).toBeInTheDocument();

    fireEvent.click(retry);
    await elapse(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(video.getAttribute('src')).toMatch(/retry=\d+$/);

    // A fresh round: three more automatic retries before giving up again.
    fireEvent.error(video);
    expect(screen.getByRole('status')).toHaveTextContent('Trying again (1/3)');
  });

  it('shows the placeholder when there is no video at all', () => {
    stubApi({});
    renderVideo(null);

    expect(screen.getByRole('alert')).toHaveTextContent('Video unavailable');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('starts afresh when the source changes', async () => {
    const fetchMock = stubApi({
      'HEAD /media/1001/preview.mp4': () => new Response(null),
      'HEAD /media/1002/preview.mp4': () => new Response(null),
    });
    const { rerender } = render(
      <ResilientVideo src="/media/1001/preview.mp4" width={16} height={9} label="Preview" />,
    );
    await elapse(0);
    fireEvent.error(screen.getByLabelText('Preview'));
    expect(screen.getByRole('status')).toBeInTheDocument();

    rerender(
      <ResilientVideo src="/media/1002/preview.mp4" width={16} height={9} label="Preview" />,
    );
    await elapse(0);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Preview')).toHaveAttribute('src', '/media/1002/preview.mp4');
    expect(headCalls(fetchMock)).toHaveLength(2);
  });
});
