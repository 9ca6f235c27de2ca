import {
  CommerceMessage,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  RenderMessage,
  type Render,
  type Upload,
  type UserProfile,
} from '@frameshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser, userWith } from '../test/fake-api';
import { stubMediaElements, templateDetail } from '../test/fake-catalogue';
import { uploadRecord } from '../test/fake-uploads';
import { renderApp } from '../test/render-app';

const template = templateDetail({ templateId: '1001', templateName: 'Neon Intro', price: 49 });
const clip = uploadRecord();
const photo = uploadRecord({
  uploadId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  kind: 'image',
  durationSeconds: null,
  mimeType: 'image/jpeg',
  fileName: 'portrait.jpg',
  hasAudio: false,
  url: '/media/private/uploads/u/portrait.jpg?exp=1&sig=x',
  posterUrl: null,
  createdAt: '2026-05-02T10:00:00.000Z',
});
const limits = {
  maxImageBytes: 26_214_400,
  maxVideoBytes: 524_288_000,
  maxVideoSeconds: 600,
  quotaBytes: 2_147_483_648,
  usedBytes: 4_200_000,
  maxUploads: 200,
};

function render(overrides: Partial<Render> = {}): Render {
  return {
    jobId: '0e2d4c6b-8a9f-4e1d-b3c5-a7f9e1d3c5b7',
    kind: 'video',
    format: 'mp4',
    templateId: '1001',
    templateName: 'Neon Intro',
    status: 'queued',
    createdAt: '2026-11-22T10:00:00.000Z',
    signedUrl: null,
    errorMessage: null,
    progress: 0,
    queuePosition: 1,
    etaSeconds: null,
    posterUrl: null,
    uploadId: clip.uploadId,
    preview: false,
    credits: 49,
    refundedCredits: 0,
    heldCredits: 0,
    width: 1920,
    height: 1080,
    durationSeconds: 12,
    ...overrides,
  };
}

type Handler = (request: Request) => Response | Promise<Response>;

/** A signed-in user's API with the template and their uploads, newest first. */
function stubEditorApi(
  extra: Record<string, Handler> = {},
  {
    profile = testUser,
    uploads = [photo, clip],
  }: { profile?: UserProfile; uploads?: Upload[] } = {},
) {
  return stubApi({
    'GET /api/profile': () => json(200, profile),
    'GET /api/template/1001': () => json(200, template),
    'GET /api/uploads': () => json(200, { uploads, limits }),
    ...extra,
  });
}

// The screen compiles on first use; on a busy machine that alone can outlast a test's first wait.
beforeAll(async () => {
  await import('./template-server-render');
}, 60_000);

beforeEach(() => {
  stubMediaElements();
  // jsdom draws nothing; the preview's drawing is checked in a real browser.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  tokenStore.save('valid-token', true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const pick = async (name: RegExp) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name }));
  return user;
};

describe('the quick editor (server-render)', () => {
  it('offers the uploader, the uploads and Render, but none of the video editor’s controls', async () => {
    stubEditorApi();
    renderApp('/template/1001/server-render');

    expect(
      await screen.findByRole('heading', { name: 'Add Your Photo or Video' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    const choices = await screen.findAllByRole('radio', { name: /portrait|beach/ });
    // Newest first, as the server lists them.
    expect(choices.map((choice) => choice.getAttribute('aria-label'))).toEqual([
      'portrait.jpg (photo)',
      'beach.mp4 (video, 0:13)',
    ]);
    expect(screen.getByRole('button', { name: 'Render · 49 credits' })).toBeDisabled();
    expect(screen.getByTestId('editor-price')).toHaveTextContent('49 credits');
    expect(screen.queryByRole('slider', { name: 'Zoom' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: /trim start/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /sound/ })).not.toBeInTheDocument();
    // Make many where the buyer is: from this editor too.
    expect(screen.getByRole('link', { name: 'Make many' })).toHaveAttribute(
      'href',
      '/make-many/1001',
    );
  });

  it('renders the chosen upload filled and centred, with the price shown, and goes to Generated Videos', async () => {
    const fetchMock = stubEditorApi({
      'POST /api/renders': () =>
        json(201, { render: render(), charged: 49, remainingCredits: 1201 }),
    });
    const { router } = renderApp('/template/1001/server-render');
    const user = await pick(/beach/);
    await user.click(screen.getByRole('button', { name: 'Render · 49 credits' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=generated-videos');
    expect(await screen.findByText(RenderMessage.queued)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST /api/renders')).toEqual([
      {
        templateId: '1001',
        uploadId: clip.uploadId,
        expectedPrice: 49,
        preview: false,
        placement: {
          fit: 'fill',
          zoom: 1,
          offsetX: 0,
          offsetY: 0,
          trimStart: null,
          trimEnd: null,
          audio: 'template',
        },
      },
    ]);
    const keys = fetchMock.mock.calls
      .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
      .filter((request) => new URL(request.url).pathname === '/api/renders')
      .map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says Owned — free for a template the user holds, and orders without a price', async () => {
    const fetchMock = stubEditorApi(
      {
        'POST /api/renders': () =>
          json(201, { render: render({ credits: 0 }), charged: 0, remainingCredits: 1250 }),
      },
      { profile: userWith({ purchasedTemplates: ['1001'] }) },
    );
    renderApp('/template/1001/server-render');
    expect(await screen.findByTestId('editor-price')).toHaveTextContent('Owned — free');
    expect(screen.getByText('1,250 credits')).toBeInTheDocument();

    const user = await pick(/portrait/);
    await user.click(screen.getByRole('button', { name: 'Render (free)' }));
    await waitFor(async () =>
      expect(await sentBodies(fetchMock, 'POST /api/renders')).toHaveLength(1),
    );
    const [body] = (await sentBodies(fetchMock, 'POST /api/renders')) as Record<string, unknown>[];
    expect(body).not.toHaveProperty('expectedPrice');
  });

  it('opens Insufficient Credits on a 402', async () => {
    stubEditorApi({
      'POST /api/renders': () =>
        json(402, {
          error: CommerceMessage.notEnoughCredits,
          code: ErrorCode.InsufficientCredits,
          creditsRequired: 49,
          userCredits: 20,
        }),
    });
    renderApp('/template/1001/server-render');
    const user = await pick(/beach/);
    await user.click(screen.getByRole('button', { name: 'Render · 49 credits' }));

    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByText('Shortage').nextElementSibling).toHaveTextContent('29 credits');
  });

  it('shows the new price on a 409 and orders at it once the user agrees', async () => {
    let calls = 0;
    const fetchMock = stubEditorApi({
      'POST /api/renders': () =>
        ++calls === 1
          ? json(409, {
              error: CommerceMessage.priceChanged,
              code: ErrorCode.PriceChanged,
              currentPrice: 59,
            })
          : json(201, { render: render(), charged: 59, remainingCredits: 1191 }),
    });
    const { router } = renderApp('/template/1001/server-render');
    const user = await pick(/beach/);
    await user.click(screen.getByRole('button', { name: 'Render · 49 credits' }));

    expect(await screen.findByText(/It now costs 59 credits/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render · 49 credits' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Render for 59 credits' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const bodies = (await sentBodies(fetchMock, 'POST /api/renders')) as {
      expectedPrice: number;
    }[];
    expect(bodies.map((body) => body.expectedPrice)).toEqual([49, 59]);
  });
});

describe('the video editor (direct-upload)', () => {
  it('opens from the quick editor with the upload already chosen', async () => {
    stubEditorApi();
    const { router } = renderApp('/template/1001/server-render');
    const user = await pick(/beach/);
    await user.click(screen.getByRole('link', { name: 'Open the video editor' }));

    expect(await screen.findByRole('heading', { name: 'Video Editor' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?upload=${clip.uploadId}`);
    expect(await screen.findByRole('radio', { name: /beach/ })).toBeChecked();
    expect(screen.getByRole('slider', { name: /trim start/i })).toBeInTheDocument();
  });

  it('sends exactly the fit, zoom, pan, trim and sound chosen', async () => {
    const fetchMock = stubEditorApi({
      'POST /api/renders': () =>
        json(201, { render: render(), charged: 49, remainingCredits: 1201 }),
    });
    renderApp('/template/1001/direct-upload');
    expect(await screen.findByRole('heading', { name: 'Video Editor' })).toBeInTheDocument();
    const user = await pick(/beach/);

    await user.click(screen.getByRole('radio', { name: 'Fit inside' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '1.5' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Left – right' }), {
      target: { value: '0.25' },
    });
    // The arrow keys on the focused preview move it too: one step down.
    const preview = screen.getByRole('img', { name: /Live preview/ });
    preview.focus();
    await user.keyboard('{ArrowDown}');
    fireEvent.change(screen.getByRole('slider', { name: /trim start/i }), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByRole('slider', { name: /trim end/i }), {
      target: { value: '10.5' },
    });
    await user.click(screen.getByRole('radio', { name: 'Both, mixed' }));
    await user.click(screen.getByRole('button', { name: 'Render · 49 credits' }));

    await waitFor(async () =>
      expect(await sentBodies(fetchMock, 'POST /api/renders')).toHaveLength(1),
    );
    const [body] = (await sentBodies(fetchMock, 'POST /api/renders')) as { placement: unknown }[];
    expect(body!.placement).toEqual({
      fit: 'fit',
      zoom: 1.5,
      offsetX: 0.25,
      offsetY: 0.02,
      trimStart: 2,
      trimEnd: 10.5,
      audio: 'both',
    });
  });

  it('Reset position centres the upload again at its fitted size', async () => {
    stubEditorApi();
    renderApp('/template/1001/direct-upload');
    const user = await pick(/beach/);
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    fireEvent.change(zoom, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Up – down' }), {
      target: { value: '-0.4' },
    });
    expect(zoom).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Reset position' }));
    expect(zoom).toHaveValue('1');
    expect(screen.getByRole('slider', { name: 'Up – down' })).toHaveAttribute(
      'aria-valuetext',
      'Centred',
    );
  });

  it('turns off the upload’s sound for a photo and says why, and has no trim', async () => {
    stubEditorApi();
    renderApp('/template/1001/direct-upload');
    await pick(/portrait/);
    const yours = screen.getByRole('radio', { name: /Your video’s/ });
    expect(yours).toBeDisabled();
    expect(yours).toHaveAccessibleDescription('A photo has no sound.');
    expect(screen.getByRole('radio', { name: /Both, mixed/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: "The template's" })).toBeChecked();
    expect(screen.queryByRole('slider', { name: /trim start/i })).not.toBeInTheDocument();
  });

  it('turns off the upload’s sound for a silent video', async () => {
    stubEditorApi({}, { uploads: [{ ...clip, hasAudio: false }] });
    renderApp('/template/1001/direct-upload');
    await pick(/beach/);
    expect(screen.getByRole('radio', { name: /Your video’s/ })).toHaveAccessibleDescription(
      'Your video has no sound.',
    );
  });
});

describe('the free preview', () => {
  it('follows its progress, then plays the watermarked result in the editor', async () => {
    const preview = render({ preview: true, credits: 0, width: 960, height: 540 });
    const states = [
      render({ ...preview, status: 'queued', queuePosition: 2, etaSeconds: 40 }),
      render({
        ...preview,
        status: 'processing',
        progress: 40,
        queuePosition: null,
        etaSeconds: 6,
      }),
      render({
        ...preview,
        status: 'completed',
        progress: 100,
        queuePosition: null,
        signedUrl: '/media/private/renders/preview.mp4?exp=1&sig=x',
      }),
    ];
    let polls = 0;
    const fetchMock = stubEditorApi({
      'POST /api/renders': () =>
        json(201, { render: states[0], charged: 0, remainingCredits: 1250 }),
      [`GET /api/renders/${preview.jobId}`]: () =>
        json(200, states[Math.min(polls++, states.length - 1)]),
    });
    renderApp('/template/1001/direct-upload');
    const user = await pick(/beach/);
    await user.click(screen.getByRole('button', { name: 'Free preview' }));

    expect(
      await screen.findByText('Queued, number 2 in line, about 40 seconds left'),
    ).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Free preview progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Rendering: 40%, about 6 seconds left')).toBeInTheDocument();
    // One percentage: the bar and its line say how far, the live region what is happening.
    const panel = screen.getByRole('region', { name: 'Free preview' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Your free preview is rendering.');
    expect(panel.textContent?.match(/\d+\s*%/g)).toEqual(['40%']);

    const video = await screen.findByLabelText('Your free preview');
    expect(video).toHaveAttribute('src', states[2]!.signedUrl);
    expect(video).toHaveAttribute('controls');
    const [body] = (await sentBodies(fetchMock, 'POST /api/renders')) as Record<string, unknown>[];
    expect(body).toMatchObject({ preview: true, uploadId: clip.uploadId });
    expect(body).not.toHaveProperty('expectedPrice');
  });

  it('cancels a running preview', async () => {
    const running = render({ preview: true, credits: 0, status: 'processing', progress: 10 });
    let cancelled = false;
    stubEditorApi({
      'POST /api/renders': () => json(201, { render: running, charged: 0, remainingCredits: 1250 }),
      [`GET /api/renders/${running.jobId}`]: () =>
        json(200, cancelled ? { ...running, status: 'cancelled' } : running),
      [`POST /api/renders/${running.jobId}/cancel`]: () => {
        cancelled = true;
        return json(200, { render: { ...running, status: 'cancelled' }, remainingCredits: 1250 });
      },
    });
    renderApp('/template/1001/server-render');
    const user = await pick(/beach/);
    await user.click(screen.getByRole('button', { name: 'Free preview' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel preview' }));
    expect(await screen.findByText('Preview cancelled.')).toBeInTheDocument();
  });

  it('shows the server’s words when the hourly limit is reached', async () => {
    stubEditorApi({
      'POST /api/renders': () =>
        json(429, { error: RenderMessage.previewLimit, code: ErrorCode.RateLimited }),
    });
    renderApp('/template/1001/direct-upload');
    const user = await pick(/beach/);
    await user.click(screen.getByRole('button', { name: 'Free preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RenderMessage.previewLimit);
  });
});

describe('the editor’s states', () => {
  it('says Template not found for an unknown template', async () => {
    stubEditorApi({
      'GET /api/template/1001': () =>
        json(404, { error: CommerceMessage.templateNotFound, code: ErrorCode.NotFound }),
    });
    renderApp('/template/1001/direct-upload');
    expect(await screen.findByRole('heading', { name: 'Template not found' })).toBeInTheDocument();
  });

  it('refuses a video template without a window', async () => {
    stubEditorApi({
      'GET /api/template/1001': () =>
        json(200, { ...template, hasGreenScreen: false, maskUrl: null }),
    });
    renderApp('/template/1001/server-render');
    expect(await screen.findByText(RenderMessage.notAVideoTemplate)).toBeInTheDocument();
  });

  it('offers Try again when the template fails to load', { timeout: 20_000 }, async () => {
    let calls = 0;
    stubEditorApi({
      'GET /api/template/1001': () =>
        // The first load and its two automatic retries fail.
        ++calls <= 3 ? json(500, { error: 'boom', code: 'INTERNAL' }) : json(200, template),
    });
    renderApp('/template/1001/server-render');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));
    expect(
      await screen.findByRole('heading', { name: 'Add Your Photo or Video' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor to log in', async () => {
    tokenStore.clear();
    stubApi({});
    const { router } = renderApp('/template/1001/direct-upload');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
