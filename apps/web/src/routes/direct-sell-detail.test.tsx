import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, stubApi, testUser } from '../test/fake-api';
import { requestsTo, stubMediaElements, templateDetail } from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';

const template = templateDetail({
  kind: 'direct-sell',
  templateId: '3001',
  templateName: 'City Lights',
  price: 120,
  durationSeconds: 30,
  templateSection: ['Travel'],
});
const SIGNED = '/media/3001/compiled.mp4?expires=1&sig=abc';

const handlers = {
  'GET /api/direct-sell/3001': () => json(200, template),
  'GET /api/video-url/3001/3001compiled.mp4': () => json(200, { videoUrl: SIGNED }),
  'GET /api/template/3001/suggestions': () => json(200, { items: [], nextOffset: null }),
  'HEAD /media/3001/compiled.mp4': () => new Response(null),
  'HEAD /media/3001/preview.mp4': () => new Response(null),
};

beforeEach(() => {
  stubMediaElements();
});

describe('/direct-sell/{id}', () => {
  it('plays the finished video from its signed link, with the price on Pay to Download', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(handlers);
    renderApp('/direct-sell/3001');

    expect(await screen.findByRole('heading', { level: 1, name: 'City Lights' })).toBeVisible();
    const video = await screen.findByLabelText('Preview of City Lights');
    await waitFor(() => expect(video).toHaveAttribute('src', SIGNED));
    expect(video).toHaveAttribute('poster', template.posterUrl);
    expect(requestsTo(fetchMock, '/api/video-url/3001/3001compiled.mp4')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Pay to Download · 120 credits/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to ready-made videos' })).toHaveAttribute(
      'href',
      '/direct-sell-templates',
    );

    await user.click(screen.getByRole('button', { name: 'Video Length' }));
    expect(screen.getByText('30 seconds')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Template Sections' }));
    expect(screen.getByText('Travel')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dimensions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Compatible With' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commercial rights' })).toBeInTheDocument();
  });

  it('falls back to the short preview when the signed link cannot be had', async () => {
    stubApi({
      ...handlers,
      'GET /api/video-url/3001/3001compiled.mp4': () =>
        json(404, { error: 'Video not found', code: 'NOT_FOUND' }),
    });
    renderApp('/direct-sell/3001');

    const video = await screen.findByLabelText('Preview of City Lights');
    await waitFor(() => expect(video).toHaveAttribute('src', template.previewUrl));
  });

  it.each([/Pay to Download/, 'Like this template'])(
    'sends a signed-out visitor who presses %s to /login, to come back here',
    async (name) => {
      const user = userEvent.setup();
      stubApi(handlers);
      const { router } = renderApp('/direct-sell/3001');

      await user.click(await screen.findByRole('button', { name }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ from: '/direct-sell/3001' });
    },
  );

  it('shows signed-in users that downloads are coming soon, without going anywhere', async () => {
    const user = userEvent.setup();
    tokenStore.save('valid-token', true);
    stubApi({ ...handlers, 'GET /api/profile': () => json(200, testUser) });
    const { router } = renderApp('/direct-sell/3001');

    const pay = await screen.findByRole('button', { name: /Pay to Download · 120 credits/ });
    await waitFor(() => expect(pay).toHaveAttribute('aria-disabled', 'true'));
    expect(pay).toHaveAccessibleDescription('Coming soon');
    await user.click(pay);
    expect(router.state.location.pathname).toBe('/direct-sell/3001');
  });

  it('says "Direct sell template not found" for an unknown id', async () => {
    stubApi({
      'GET /api/direct-sell/3999': () =>
        json(404, { error: 'Direct sell template not found', code: 'NOT_FOUND' }),
    });
    renderApp('/direct-sell/3999');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Direct sell template not found' }),
    ).toBeInTheDocument();
  });

  it('says "Failed to load direct sell template data" when it cannot be loaded', async () => {
    stubApi({
      'GET /api/direct-sell/3001': () => json(429, { error: 'Slow down', code: 'RATE_LIMITED' }),
    });
    renderApp('/direct-sell/3001');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Failed to load direct sell template data',
      }),
    ).toBeInTheDocument();
  });
});
