import { renderEndpoints, RenderMessage } from '@frameshop/contract';
import type { Render } from '@frameshop/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client';
import { json, stubApi } from '../../../test/fake-api';
import { renderUi } from '../../../test/render-ui';
import { GENERATED_VIDEOS_POLL_MS } from '../api/get-generated-videos';
import type { GeneratedVideoItem } from '../api/get-generated-videos';
import type { CancelRender } from '../hooks/use-cancel-render';
import { GeneratedVideosPanel } from './generated-videos-panel';

/** The route hands in the renders feature's call; this is the same call, over the fake API. */
const cancelRender: CancelRender = (renderId) =>
  callEndpoint(renderEndpoints.cancelRender, { params: { renderId } });

function video(overrides: Partial<GeneratedVideoItem>): GeneratedVideoItem {
  return {
    jobId: 'job-0',
    kind: 'video',
    format: 'mp4',
    templateId: '1',
    templateName: 'Template',
    status: 'completed',
    createdAt: '2026-01-01T10:00:00.000Z',
    signedUrl: null,
    errorMessage: null,
    progress: 0,
    queuePosition: null,
    etaSeconds: null,
    posterUrl: null,
    refundedCredits: 0,
    heldCredits: 0,
    ...overrides,
  };
}

const videos = [
  video({
    jobId: 'job-alpha',
    templateName: 'Birthday Bash',
    status: 'completed',
    createdAt: '2026-01-03T10:00:00.000Z',
    signedUrl: 'https://media.example.com/alpha.mp4?sig=1',
  }),
  video({
    jobId: 'job-bravo',
    templateName: 'Autumn Sale',
    status: 'processing',
    createdAt: '2026-01-05T10:00:00.000Z',
  }),
  video({
    jobId: 'job-charlie',
    templateName: 'Coffee Promo',
    status: 'failed',
    createdAt: '2026-01-01T10:00:00.000Z',
    errorMessage: 'The uploaded clip could not be decoded.',
    refundedCredits: 45,
  }),
  video({
    jobId: 'job-delta',
    templateName: 'Desert Drive',
    status: 'queued',
    createdAt: '2026-01-04T10:00:00.000Z',
  }),
  video({
    jobId: 'job-echo',
    templateName: 'Eclipse Intro',
    status: 'archived',
    createdAt: '2026-01-02T10:00:00.000Z',
  }),
];

type Handler = (request: Request) => Response | Promise<Response>;

async function renderPanel(
  handler: () => Response | Promise<Response>,
  more: Record<string, Handler> = {},
) {
  const user = userEvent.setup();
  const fetchMock = stubApi({ 'GET /api/user-generated-videos': handler, ...more });
  const onCreditsChanged = vi.fn();
  const onCreditsReturned = vi.fn();
  renderUi(
    <GeneratedVideosPanel
      cancelRender={cancelRender}
      onCreditsChanged={onCreditsChanged}
      onCreditsReturned={onCreditsReturned}
    />,
  );
  return { user, fetchMock, onCreditsChanged, onCreditsReturned };
}

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/user-generated-videos').length;

afterEach(() => {
  vi.useRealTimers();
});

const cards = () =>
  within(screen.getByRole('list', { name: 'Generated videos' })).getAllByRole('listitem');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const card = (name: string) => {
  const found = cards().find((item) => within(item).queryByRole('heading', { name }));
  if (!found) throw new Error(`No card for ${name}`);
  return found;
};

describe('generated videos', () => {
  it('shows each status as the spec says, with green, yellow and red badges', async () => {
    await renderPanel(() => json(200, { videos }));
    await screen.findByRole('list', { name: 'Generated videos' });

    const completed = card('Birthday Bash');
    const player = completed.querySelector('video');
    expect(player).toHaveAttribute('src', 'https://media.example.com/alpha.mp4?sig=1');
    expect(player).toHaveAttribute('controls');
    expect(within(completed).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'https://media.example.com/alpha.mp4?sig=1',
    );
    expect(within(completed).getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(within(completed).getByText('completed')).toHaveAttribute('data-tone', 'green');

    for (const name of ['Autumn Sale', 'Desert Drive']) {
      expect(within(card(name)).getByText('Processing...')).toBeInTheDocument();
      expect(card(name).querySelector('video')).toBeNull();
    }
    expect(within(card('Autumn Sale')).getByText('processing')).toHaveAttribute(
      'data-tone',
      'yellow',
    );
    expect(within(card('Desert Drive')).getByText('queued')).toHaveAttribute('data-tone', 'yellow');

    const failed = card('Coffee Promo');
    expect(within(failed).getByText('Generation Failed')).toBeInTheDocument();
    expect(within(failed).getByText('The uploaded clip could not be decoded.')).toBeInTheDocument();
    expect(within(failed).getByText('failed')).toHaveAttribute('data-tone', 'red');
    expect(within(failed).getByText('45 credits returned to your balance')).toBeInTheDocument();
    expect(within(completed).queryByText(/returned to your balance/)).toBeNull();

    expect(within(card('Eclipse Intro')).getByText('Video Unavailable')).toBeInTheDocument();
    expect(within(card('Eclipse Intro')).queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('shows progress, queue position, time left, a finished video with its own still, and cancelled renders in grey', async () => {
    await renderPanel(() =>
      json(200, {
        videos: [
          video({
            jobId: 'job-p',
            templateName: 'Autumn Sale',
            status: 'processing',
            progress: 42.4,
            etaSeconds: 130,
          }),
          video({
            jobId: 'job-q',
            templateName: 'Desert Drive',
            status: 'queued',
            queuePosition: 3,
            etaSeconds: 20,
          }),
          video({
            jobId: 'job-c',
            templateName: 'Birthday Bash',
            status: 'completed',
            progress: 100,
            signedUrl: '/media/out/job-c.mp4?e=1&s=x',
            posterUrl: '/media/private/renders/u/job-c.jpg?e=1&s=y',
          }),
          video({ jobId: 'job-x', templateName: 'Coffee Promo', status: 'cancelled' }),
        ],
      }),
    );
    await screen.findByRole('list', { name: 'Generated videos' });

    const processing = card('Autumn Sale');
    const bar = within(processing).getByRole('progressbar', { name: 'Render of Autumn Sale' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(within(processing).getByText('42%')).toBeInTheDocument();
    expect(within(processing).getByText('about 2 min left')).toBeInTheDocument();

    const queued = card('Desert Drive');
    expect(within(queued).getByText('Processing...')).toBeInTheDocument();
    expect(within(queued).getByText('Queued — 2 ahead of you')).toBeInTheDocument();
    expect(within(queued).getByText('less than a minute left')).toBeInTheDocument();
    expect(within(queued).queryByRole('progressbar')).toBeNull();

    const completed = card('Birthday Bash');
    expect(completed.querySelector('video')).toHaveAttribute(
      'poster',
      '/media/private/renders/u/job-c.jpg?e=1&s=y',
    );
    expect(within(completed).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'birthday-bash-jobc.mp4',
    );
    expect(within(completed).queryByRole('button', { name: /Cancel render/ })).toBeNull();

    const cancelled = card('Coffee Promo');
    expect(within(cancelled).getByText('Render Cancelled')).toBeInTheDocument();
    expect(within(cancelled).getByText('cancelled')).toHaveAttribute('data-tone', 'gray');
    expect(cancelled.querySelector('video')).toBeNull();
    expect(within(cancelled).queryByRole('button', { name: /Cancel render/ })).toBeNull();
  });

  it('follows running renders by polling the list, announces the change, and stops when none is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      [video({ jobId: 'job-p', templateName: 'Autumn Sale', status: 'processing', progress: 30 })],
      [video({ jobId: 'job-p', templateName: 'Autumn Sale', status: 'processing', progress: 70 })],
      [
        video({
          jobId: 'job-p',
          templateName: 'Autumn Sale',
          status: 'completed',
          progress: 100,
          signedUrl: '/media/out/job-p.mp4?e=1&s=x',
        }),
      ],
    ];
    let served = 0;
    const { fetchMock } = await renderPanel(() =>
      json(200, { videos: answers[Math.min(served++, answers.length - 1)] }),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Render of Autumn Sale' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');

    await act(() => vi.advanceTimersByTimeAsync(GENERATED_VIDEOS_POLL_MS));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '70'));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('');

    await act(() => vi.advanceTimersByTimeAsync(GENERATED_VIDEOS_POLL_MS));
    await waitFor(() => expect(card('Autumn Sale').querySelector('video')).not.toBeNull());
    expect(screen.getByText('Autumn Sale is ready to play.')).toHaveAttribute('role', 'status');

    await act(() => vi.advanceTimersByTimeAsync(GENERATED_VIDEOS_POLL_MS * 3));
    expect(listCalls(fetchMock)).toBe(3);
  });

  it('has the balance fetched again once, when polling shows a render failed and its credits returned', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queued = video({ jobId: 'job-f', templateName: 'Coffee Promo', status: 'queued' });
    const failed = { ...queued, status: 'failed', errorMessage: 'Gone.', refundedCredits: 45 };
    const answers = [[queued], [queued], [failed]];
    let served = 0;
    const { onCreditsReturned } = await renderPanel(() =>
      json(200, { videos: answers[Math.min(served++, answers.length - 1)] }),
    );
    await screen.findByRole('list', { name: 'Generated videos' });
    await act(() => vi.advanceTimersByTimeAsync(GENERATED_VIDEOS_POLL_MS));
    expect(onCreditsReturned).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(GENERATED_VIDEOS_POLL_MS));
    await waitFor(() =>
      expect(within(card('Coffee Promo')).getByText('Generation Failed')).toBeInTheDocument(),
    );
    expect(
      within(card('Coffee Promo')).getByText('45 credits returned to your balance'),
    ).toBeInTheDocument();
    expect(onCreditsReturned).toHaveBeenCalledTimes(1);
  });

  it('cancels a running render after asking, shows it cancelled and the credits returned', async () => {
    const running = video({
      jobId: 'job-bravo',
      templateName: 'Autumn Sale',
      status: 'processing',
      progress: 50,
      heldCredits: 49,
    });
    const cancelledRender: Render = {
      ...running,
      status: 'cancelled',
      uploadId: null,
      preview: false,
      credits: 49,
      refundedCredits: 49,
      heldCredits: 0,
      width: 1920,
      height: 1080,
      durationSeconds: 10,
    };
    const { user, fetchMock, onCreditsChanged } = await renderPanel(
      () => json(200, { videos: [running] }),
      {
        'POST /api/renders/job-bravo/cancel': () =>
          json(200, { render: cancelledRender, remainingCredits: 1299 }),
      },
    );

    // The button says what cancelling gives back: the credits are held, not gone.
    const cancelButton = await screen.findByRole('button', {
      name: 'Cancel render of Autumn Sale, returning 49 credits',
    });
    expect(cancelButton).toHaveTextContent('Cancel and get 49 credits back');
    await user.click(cancelButton);
    let dialog = screen.getByRole('dialog', { name: 'Cancel this render?' });
    expect(dialog).toHaveTextContent('The 49 credits it holds are returned to your account.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Rendering' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card('Autumn Sale')).getByText('processing')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Cancel render of Autumn Sale, returning 49 credits' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Cancel this render?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Render' }));

    expect(
      await screen.findByText('Render cancelled. 49 credits returned to your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const cancelled = card('Autumn Sale');
    expect(within(cancelled).getByText('cancelled')).toHaveAttribute('data-tone', 'gray');
    expect(within(cancelled).getByText('Render Cancelled')).toBeInTheDocument();
    expect(within(cancelled).getByText('49 credits returned to your balance')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /Cancel render/ })).toBeNull();
    expect(onCreditsChanged).toHaveBeenCalledWith(1299);
    const cancels = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/cancel'));
    expect(cancels).toHaveLength(1);
  });

  it('keeps the dialog open with the server’s reason when a render can no longer be cancelled', async () => {
    let finished = false;
    const { user, onCreditsChanged } = await renderPanel(
      () =>
        json(200, {
          videos: [
            finished
              ? video({
                  jobId: 'job-z',
                  templateName: 'Zoom In',
                  status: 'completed',
                  signedUrl: '/v.mp4',
                })
              : video({
                  jobId: 'job-z',
                  templateName: 'Zoom In',
                  status: 'queued',
                  queuePosition: 1,
                }),
          ],
        }),
      {
        'POST /api/renders/job-z/cancel': () => {
          finished = true;
          return json(409, {
            error: RenderMessage.notCancellable,
            code: 'CONFLICT',
            requestId: '9a8b7c6d5e4f3a2b',
          });
        },
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Cancel render of Zoom In' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Render' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this render?' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(RenderMessage.notCancellable);
    expect(alert).toHaveTextContent('Reference: 9a8b7c6d5e4f3a2b');
    // The list is fetched again, so the card shows what became of the render.
    await waitFor(() => expect(card('Zoom In').querySelector('video')).not.toBeNull());
    expect(onCreditsChanged).not.toHaveBeenCalled();
  });

  it('sorts by most recent first, then oldest, status and template', async () => {
    const { user } = await renderPanel(() => json(200, { videos }));
    await screen.findByRole('list', { name: 'Generated videos' });
    const sort = screen.getByLabelText('Sort by');

    expect(titles()).toEqual([
      'Autumn Sale',
      'Desert Drive',
      'Birthday Bash',
      'Eclipse Intro',
      'Coffee Promo',
    ]);
    await user.selectOptions(sort, 'oldest');
    expect(titles()).toEqual([
      'Coffee Promo',
      'Eclipse Intro',
      'Birthday Bash',
      'Desert Drive',
      'Autumn Sale',
    ]);
    await user.selectOptions(sort, 'status');
    expect(titles()).toEqual([
      'Autumn Sale', // processing
      'Desert Drive', // queued
      'Birthday Bash', // completed
      'Coffee Promo', // failed
      'Eclipse Intro', // archived: a status this page does not know goes last
    ]);
    await user.selectOptions(sort, 'template');
    expect(titles()).toEqual([
      'Autumn Sale',
      'Birthday Bash',
      'Coffee Promo',
      'Desert Drive',
      'Eclipse Intro',
    ]);
  });

  it('searches by job id, template name and status', async () => {
    const { user } = await renderPanel(() => json(200, { videos }));
    const search = await screen.findByLabelText('Search videos');

    await user.type(search, 'JOB-CHAR');
    expect(titles()).toEqual(['Coffee Promo']);

    await user.clear(search);
    await user.type(search, 'sale');
    expect(titles()).toEqual(['Autumn Sale']);

    await user.clear(search);
    await user.type(search, 'queued');
    expect(titles()).toEqual(['Desert Drive']);
    expect(screen.getByText('1 of 5 videos')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.getByText(/No videos match/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cards()).toHaveLength(5);
  });

  it('names each download after what it is, and counts pictures as pictures', async () => {
    const { user } = await renderPanel(() =>
      json(200, {
        videos: [
          video({ jobId: 'job-v', templateName: 'Birthday Bash', signedUrl: '/media/v.mp4' }),
          video({
            jobId: 'job-p',
            kind: 'image',
            format: 'png',
            templateName: 'Quote Square',
            signedUrl: '/media/p.png',
          }),
          video({
            jobId: 'job-j',
            kind: 'image',
            format: 'jpeg',
            templateName: 'Sale Poster',
            signedUrl: '/media/j.jpeg',
          }),
        ],
      }),
    );
    await screen.findByRole('list', { name: 'Generated videos' });
    expect(screen.getByText('3 designs')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'image');
    expect(screen.getByText('2 pictures of 3 designs')).toBeInTheDocument();
    const download = (name: string) =>
      within(card(name)).getByRole('link', { name: 'Download' }).getAttribute('download');
    expect(download('Quote Square')).toBe('quote-square-jobp.png');
    expect(download('Sale Poster')).toBe('sale-poster-jobj.jpg');
    // Shown as a picture, not in a player that cannot play it.
    expect(
      within(card('Quote Square')).getByRole('img', {
        name: 'Generated picture from Quote Square',
      }),
    ).toHaveAttribute('src', '/media/p.png');
    expect(card('Quote Square').querySelector('video')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'video');
    expect(screen.getByText('1 video of 3 designs')).toBeInTheDocument();
    expect(download('Birthday Bash')).toBe('birthday-bash-jobv.mp4');
  });

  it("names the member who made each of a team's results, and nobody on a person's own", async () => {
    await renderPanel(() =>
      json(200, {
        videos: [
          video({ jobId: 'job-team', templateName: 'Birthday Bash', madeBy: 'Asha Rao' }),
          video({ jobId: 'job-own', templateName: 'Autumn Sale', madeBy: null }),
        ],
      }),
    );
    await screen.findByRole('list', { name: 'Generated videos' });
    const madeBy = (name: string) =>
      within(card(name)).queryByText('Made by')?.nextElementSibling?.textContent;
    expect(madeBy('Birthday Bash')).toBe('Asha Rao');
    expect(madeBy('Autumn Sale')).toBeUndefined();
  });

  it('says so when there are no videos yet', async () => {
    await renderPanel(() => json(200, { videos: [] }));

    expect(await screen.findByText('No generated videos yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute(
      'href',
      '/templates-list',
    );
  });

  it('shows the server’s error with Try Again, which loads the list', async () => {
    let fail = true;
    const { user, fetchMock } = await renderPanel(() =>
      fail
        ? json(503, { error: 'The video service is busy. Please try again.', code: 'X' })
        : json(200, { videos }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The video service is busy. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('list', { name: 'Generated videos' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('says "Failed to load generated videos" when the failure has no message of the server', async () => {
    await renderPanel(() => Promise.reject(new TypeError('Failed to fetch')));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load generated videos');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
