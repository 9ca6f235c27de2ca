import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { renderUi } from '../../../test/render-ui';
import type { GeneratedVideoItem } from '../api/get-generated-videos';
import { GeneratedVideosPanel } from './generated-videos-panel';

function video(overrides: Partial<GeneratedVideoItem>): GeneratedVideoItem {
  return {
    jobId: 'job-0',
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

async function renderPanel(handler: () => Response | Promise<Response>) {
  const user = userEvent.setup();
  const fetchMock = stubApi({ 'GET /api/user-generated-videos': handler });
  renderUi(<GeneratedVideosPanel />);
  return { user, fetchMock };
}

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

    expect(within(card('Eclipse Intro')).getByText('Video Unavailable')).toBeInTheDocument();
    expect(within(card('Eclipse Intro')).queryByRole('link', { name: 'Download' })).toBeNull();
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
      'Eclipse Intro', // archived
      'Birthday Bash', // completed
      'Coffee Promo', // failed
      'Autumn Sale', // processing
      'Desert Drive', // queued
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
