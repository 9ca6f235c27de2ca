import {
  ErrorCode,
  RENDER_EVENTS_INTERVAL_MS,
  RenderMessage,
  type CreateRenderResponse,
  type OwnerTemplate,
  type Render,
} from '@frameshop/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { renderRecord } from '../features/renders/test-renders';
import { tokenStore } from '../lib/token-store';
import { json, stubApi, testUser } from '../test/fake-api';
import { stubMediaElements } from '../test/fake-catalogue';
import { fakeClock } from '../test/fake-clock';
import { ADMIN_TOKEN, ownerTemplate } from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

type Handler = (request: Request) => Response | Promise<Response>;

const ORDER = 'POST /api/admin/catalogue/templates/41/sample-preview';
const HEADING = 'Free preview with a sample photo';

/** A video draft whose media are prepared. */
const readyDraft = (changes: Parameters<typeof ownerTemplate>[0] = {}): OwnerTemplate =>
  ownerTemplate({
    ...changes,
    media: {
      state: 'ready',
      progress: 1,
      uploaded: ['video'],
      posterUrl: '/media/public/posters/neon.jpg',
      previewUrl: '/media/public/previews/neon.mp4',
      ...changes.media,
    },
  });

/** A sample preview as the server follows it: 540p, free, the admin's own. */
const sample = (changes: Partial<Render> = {}) =>
  renderRecord({
    templateId: '41',
    templateName: 'Neon Intro',
    preview: true,
    credits: 0,
    width: 960,
    height: 540,
    ...changes,
  });

const ordered = (render: Render): CreateRenderResponse => ({
  render,
  charged: 0,
  remainingCredits: 1250,
});

/** The editor of template 41 as `template`, with `handlers` for the rest of the API. */
function openEditor(template: OwnerTemplate, handlers: Record<string, Handler> = {}) {
  const fetchMock = stubApi({
    'GET /api/profile': () => json(200, testUser),
    'GET /api/admin/catalogue/templates/41': () => json(200, template),
    ...handlers,
  });
  renderApp('/internal-dashboard-admin/templates/41');
  return fetchMock;
}

beforeEach(() => {
  stubMediaElements();
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
});

describe('the template editor’s free preview with a sample photo', () => {
  it('orders it for a draft with the admin token, follows its progress, then plays it', async () => {
    const { user, advance } = fakeClock();
    const states = [
      sample({ status: 'queued', progress: 0, queuePosition: 2, etaSeconds: 40 }),
      sample({ status: 'processing', progress: 40, etaSeconds: 6 }),
      sample({
        status: 'completed',
        progress: 100,
        etaSeconds: null,
        signedUrl: '/media/private/renders/sample.mp4?exp=1&sig=x',
      }),
    ];
    let polls = 0;
    const fetchMock = openEditor(readyDraft(), {
      [ORDER]: () => json(201, ordered(states[0]!)),
      [`GET /api/renders/${states[0]!.jobId}`]: () =>
        json(200, states[Math.min(polls++, states.length - 1)]),
    });

    expect(await screen.findByRole('heading', { name: HEADING })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Render free preview' }));

    expect(
      await screen.findByText('Queued, number 2 in line, about 40 seconds left'),
    ).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Sample preview progress' });
    expect(screen.getByRole('button', { name: 'Render free preview' })).toBeDisabled();
    await advance(RENDER_EVENTS_INTERVAL_MS);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('The sample preview is rendering.')).toHaveAttribute('role', 'status');

    await advance(RENDER_EVENTS_INTERVAL_MS);
    const video = await screen.findByLabelText('Free preview of Neon Intro with a sample photo');
    expect(video).toHaveAttribute('src', states[2]!.signedUrl);
    expect(video).toHaveAttribute('controls');
    expect(screen.queryByRole('progressbar', { name: 'Sample preview progress' })).toBeNull();
    expect(screen.getByText('The sample preview is ready to play.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render again' })).toBeEnabled();

    const orders = fetchMock.mock.calls.filter(
      ([input, init]) => init?.method === 'POST' && String(input).endsWith('/sample-preview'),
    );
    expect(orders).toHaveLength(1);
    expect(new Headers(orders[0]![1]?.headers).get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('says why the server refused it, with the reference to quote', async () => {
    const user = userEvent.setup();
    openEditor(readyDraft(), {
      [ORDER]: () =>
        json(429, {
          error: RenderMessage.previewLimit,
          code: ErrorCode.RateLimited,
          requestId: '3c2b1a0f9e8d7c6b',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Render free preview' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RenderMessage.previewLimit);
    expect(alert).toHaveTextContent('Reference: 3c2b1a0f9e8d7c6b');
    // Nothing is being rendered: it can be asked for again.
    expect(screen.getByRole('button', { name: 'Render free preview' })).toBeEnabled();
  });

  it('says what went wrong when the render fails', async () => {
    const user = userEvent.setup();
    const failed = sample({ status: 'failed', progress: 0, errorMessage: RenderMessage.timedOut });
    openEditor(readyDraft(), {
      [ORDER]: () => json(201, ordered(sample({ status: 'queued', queuePosition: 1 }))),
      [`GET /api/renders/${failed.jobId}`]: () => json(200, failed),
    });
    await user.click(await screen.findByRole('button', { name: 'Render free preview' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(RenderMessage.timedOut);
    expect(screen.getByText('The sample preview failed.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Render again' })).toBeEnabled();
  });

  it('is offered only for a video template whose media are ready', async () => {
    openEditor(ownerTemplate({ media: { state: 'preparing', progress: 0.5 } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Intro' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: HEADING })).toBeNull();
  });

  it('is not offered for an image template', async () => {
    openEditor(readyDraft({ fields: { kind: 'image' }, media: { uploaded: ['overlay'] } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Intro' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: HEADING })).toBeNull();
  });
});
