import {
  CommerceMessage,
  DOWNLOAD_COMPLETE_MS,
  DOWNLOAD_PROCESSING_MS,
  ErrorCode,
  paymentSuccessText,
} from '@frameshop/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser, userWith } from '../test/fake-api';
import { requestsTo, stubMediaElements, templateDetail } from '../test/fake-catalogue';
import { findEnabledButton } from '../test/find-enabled-button';
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

const paid = {
  charged: true,
  creditsCharged: 120,
  remainingCredits: 1130,
  downloadUrl: '/media/3001/compiled.mp4?expires=2&sig=def&download=1',
  fileName: 'city-lights.mp4',
  licenceId: '0b6e3f59-3a51-4f1e-a0a4-3c1fbd3f5e11',
};

beforeEach(() => {
  stubMediaElements();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
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
    // A ready-made video is bought on its page, not through the cart.
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
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
    // A ready-made video is bought as it is: nothing to make many of.
    expect(screen.queryByRole('link', { name: 'Make many' })).not.toBeInTheDocument();
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

      await user.click(await findEnabledButton(name));

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ from: '/direct-sell/3001' });
    },
  );

  it('pays, then offers the file: ready dialog, processing overlay, Download Complete', async () => {
    const user = userEvent.setup();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    tokenStore.save('valid-token', true);
    let spent = false;
    const fetchMock = stubApi({
      ...handlers,
      'GET /api/profile': () =>
        json(200, spent ? userWith({ credits: 1130, purchasedTemplates: ['3001'] }) : testUser),
      'POST /api/download-template': () => {
        spent = true;
        return json(200, paid);
      },
    });
    renderApp('/direct-sell/3001');

    await user.click(await findEnabledButton(/Pay to Download · 120 credits/));

    const ready = await screen.findByRole('dialog', { name: 'Your download is ready' });
    expect(ready).toHaveAccessibleDescription(paymentSuccessText(120, 1130));
    expect(await sentBodies(fetchMock, 'POST /api/download-template')).toEqual([
      { templateId: '3001', templateType: 'direct-sell', expectedPrice: 120 },
    ]);
    await waitFor(() =>
      expect(screen.getAllByTestId('credit-balance')[0]).toHaveTextContent('1,130'),
    );
    expect(clicks).toHaveLength(0);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(ready).getByRole('button', { name: 'Download' }));

    expect(clicks.map((link) => link.getAttribute('download'))).toEqual(['city-lights.mp4']);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Processing your download…');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DOWNLOAD_PROCESSING_MS));
    expect(screen.getByRole('dialog', { name: 'Download Complete' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue Editing' })).toBeVisible();
    act(() => vi.advanceTimersByTime(DOWNLOAD_COMPLETE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('plays the full film once the template is bought, not the preview it played before', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    tokenStore.save('valid-token', true);
    let spent = false;
    const fetchMock = stubApi({
      ...handlers,
      // As the server does: the film's link for owners only, the preview for everyone else.
      'GET /api/video-url/3001/3001compiled.mp4': () =>
        json(200, { videoUrl: spent ? SIGNED : '/media/3001/preview.mp4' }),
      'GET /api/profile': () =>
        json(200, spent ? userWith({ credits: 1130, purchasedTemplates: ['3001'] }) : testUser),
      'POST /api/download-template': () => {
        spent = true;
        return json(200, paid);
      },
    });
    renderApp('/direct-sell/3001');

    const preview = await screen.findByLabelText('Preview of City Lights');
    await waitFor(() => expect(preview).toHaveAttribute('src', '/media/3001/preview.mp4'));
    await user.click(await findEnabledButton(/Pay to Download · 120 credits/));
    await screen.findByRole('dialog', { name: 'Your download is ready' });

    await waitFor(() =>
      expect(screen.getByLabelText('Preview of City Lights')).toHaveAttribute('src', SIGNED),
    );
    expect(requestsTo(fetchMock, '/api/video-url/3001/3001compiled.mp4')).toHaveLength(2);
  });

  it('downloads an owned video free through the same dialogs, with no charge said', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    tokenStore.save('valid-token', true);
    stubApi({
      ...handlers,
      'GET /api/profile': () => json(200, userWith({ purchasedTemplates: ['3001'] })),
      'POST /api/download-template': () =>
        json(200, { ...paid, charged: false, creditsCharged: 0, remainingCredits: 1250 }),
    });
    renderApp('/direct-sell/3001');

    expect(await screen.findByText('Owned')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Download (free)' }));

    const ready = await screen.findByRole('dialog', { name: 'Your download is ready' });
    expect(ready).toHaveAccessibleDescription('You own City Lights: this download is free.');
    expect(screen.queryByText(/Payment successful/)).not.toBeInTheDocument();
  });

  it('opens Insufficient Credits when the balance is too low, with Buy More Credits', async () => {
    const user = userEvent.setup();
    tokenStore.save('valid-token', true);
    stubApi({
      ...handlers,
      'GET /api/profile': () => json(200, userWith({ credits: 100 })),
      'POST /api/download-template': () =>
        json(402, {
          error: CommerceMessage.notEnoughCredits,
          code: ErrorCode.InsufficientCredits,
          creditsRequired: 120,
          userCredits: 100,
        }),
    });
    const { router } = renderApp('/direct-sell/3001');

    await user.click(await findEnabledButton(/Pay to Download/));

    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByText('Shortage').nextElementSibling).toHaveTextContent('20 credits');
    await user.click(within(dialog).getByRole('link', { name: 'Buy More Credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy-credits'));
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
