import type { WebhookDelivery, WebhookEndpoint } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, sentBodies, stubApi } from '../../../test/fake-api';
import { formatDateTime } from '../../../lib/format';
import { renderUi } from '../../../test/render-ui';
import { WebhooksSection } from './webhooks-section';

const endpoint = (changes: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  endpointId: '0b8c4a52-1f6e-4d0c-9a1b-2c3d4e5f6a7b',
  url: 'https://hooks.example.com/frameshop',
  events: ['render.completed', 'render.failed'],
  creditsLowThreshold: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  disabledAt: null,
  previousSecretValidUntil: null,
  ...changes,
});

const delivery = (changes: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  deliveryId: '7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f5a',
  messageId: 'msg_1',
  event: 'render.completed',
  createdAt: '2026-11-21T09:00:00.000Z',
  status: 'delivered',
  attempts: 2,
  lastAttemptAt: '2026-11-21T09:00:05.000Z',
  nextAttemptAt: null,
  responseStatus: 200,
  responseBody: '{"received":true}',
  error: null,
  attemptLog: [],
  ...changes,
});

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('WebhooksSection', () => {
  it('adds an endpoint with its events and threshold, and shows its secret once with Copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let listed: WebhookEndpoint[] = [];
    const fetchMock = stubApi({
      'GET /api/webhooks': () => json(200, { endpoints: listed }),
      'POST /api/webhooks': () => {
        const made = endpoint({
          url: 'https://example.com/hook',
          events: ['render.completed', 'render.failed', 'credits.low'],
          creditsLowThreshold: 100,
        });
        listed = [made];
        return json(201, { ...made, secret: SECRET });
      },
    });
    renderUi(<WebhooksSection />);
    expect(
      await screen.findByText('No endpoints yet. Add one above to receive events.'),
    ).toBeVisible();

    await user.type(screen.getByLabelText('Endpoint URL'), 'https://example.com/hook');
    await user.click(screen.getByRole('checkbox', { name: /credits\.low/ }));
    await user.type(screen.getByLabelText('Low-credit threshold (optional)'), '100');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/it is shown only this once/)).toBeVisible();
    expect(await sentBodies(fetchMock, 'POST /api/webhooks')).toEqual([
      {
        url: 'https://example.com/hook',
        events: ['render.completed', 'render.failed', 'credits.low'],
        creditsLowThreshold: 100,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('The secret is copied.')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getByText('https://example.com/hook')).toBeVisible();
    expect(within(list).getByText(/low credits under 100/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('says what the server refused, in its words', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/webhooks': () => json(200, { endpoints: [] }),
      'POST /api/webhooks': () =>
        json(400, {
          error:
            'That address leads to a private or local network, which webhooks cannot reach. Use an address on the public internet.',
          code: 'BAD_REQUEST',
        }),
    });
    renderUi(<WebhooksSection />);
    await user.type(await screen.findByLabelText('Endpoint URL'), 'http://10.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/private or local network/);
  });

  it('sends a test event, shows the log with the answer and attempts, and resends', async () => {
    const user = userEvent.setup();
    let log = [delivery()];
    const fetchMock = stubApi({
      'GET /api/webhooks': () => json(200, { endpoints: [endpoint()] }),
      [`GET /api/webhooks/${endpoint().endpointId}/deliveries`]: () =>
        json(200, { deliveries: log }),
      [`POST /api/webhooks/${endpoint().endpointId}/test`]: () => {
        const queued = delivery({
          deliveryId: '11111111-2222-4333-8444-555555555555',
          event: 'webhook.test',
          status: 'failed',
          attempts: 8,
          responseStatus: 500,
          responseBody: 'Internal error',
        });
        log = [queued, ...log];
        return json(202, { delivery: queued, message: 'A test event is on its way.' });
      },
      [`POST /api/webhooks/${endpoint().endpointId}/deliveries/${delivery().deliveryId}/resend`]:
        () => json(202, { delivery: delivery(), message: 'The event will be sent again.' }),
    });
    renderUi(<WebhooksSection />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Send a test event to https://hooks.example.com/frameshop',
      }),
    );
    expect(await screen.findByText('A test event is on its way.')).toBeVisible();
    const deliveries = await screen.findByRole('list', { name: 'Deliveries' });
    const items = await within(deliveries).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('webhook.test');
    expect(items[0]).toHaveTextContent('Failed, not retried · Answered 500 · 8 attempts');
    expect(within(items[0]!).getByLabelText("The answer's first 1 KB")).toHaveTextContent(
      'Internal error',
    );
    expect(items[1]).toHaveTextContent('Delivered · Answered 200 · 2 attempts');
    await user.click(
      within(items[1]!).getByRole('button', { name: /^Resend the render.completed event/ }),
    );
    expect(await screen.findByText('The event will be sent again.')).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/resend'))).toBe(true);
  });

  it('shows every attempt of a delivery, the failures before its success with their answers', async () => {
    const user = userEvent.setup();
    const attempts = [
      {
        attempt: 1,
        at: '2026-11-21T09:00:00.000Z',
        responseStatus: 503,
        responseBody: 'Busy, come back later',
        error: null,
      },
      {
        attempt: 2,
        at: '2026-11-21T09:00:05.000Z',
        responseStatus: 200,
        responseBody: '{"received":true}',
        error: null,
      },
    ];
    stubApi({
      'GET /api/webhooks': () => json(200, { endpoints: [endpoint()] }),
      [`GET /api/webhooks/${endpoint().endpointId}/deliveries`]: () =>
        json(200, { deliveries: [delivery({ attemptLog: attempts })] }),
    });
    renderUi(<WebhooksSection />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Show deliveries to https://hooks.example.com/frameshop',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Show all 2 attempts' }));
    const listed = within(screen.getByRole('list', { name: 'Attempts' })).getAllByRole('listitem');
    expect(listed).toHaveLength(2);
    expect(listed[0]).toHaveTextContent(
      `Attempt 1 · ${formatDateTime(attempts[0]!.at)} · Answered 503`,
    );
    expect(listed[0]).toHaveTextContent('Busy, come back later');
    expect(listed[1]).toHaveTextContent('Attempt 2');
    expect(listed[1]).toHaveTextContent('Answered 200');
  });

  it('says a delivery not answered yet is tried again at a time to come, not that it was', async () => {
    const user = userEvent.setup();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    stubApi({
      'GET /api/webhooks': () => json(200, { endpoints: [endpoint()] }),
      [`GET /api/webhooks/${endpoint().endpointId}/deliveries`]: () =>
        json(200, {
          deliveries: [
            delivery({
              status: 'pending',
              attempts: 1,
              responseStatus: 503,
              responseBody: 'Busy',
              nextAttemptAt: later,
            }),
          ],
        }),
    });
    renderUi(<WebhooksSection />);
    await user.click(await screen.findByRole('button', { name: /^Show deliveries to / }));
    const item = await within(await screen.findByRole('list', { name: 'Deliveries' })).findByRole(
      'listitem',
    );
    expect(item).toHaveTextContent(`Answered 503 · next try ${formatDateTime(later)}`);
    expect(item).not.toHaveTextContent('retried');
  });

  it('keeps asking while the test event is on its way, until its answer is in', async () => {
    const user = userEvent.setup();
    const sending = delivery({
      event: 'webhook.test',
      status: 'pending',
      attempts: 1,
      lastAttemptAt: null,
      nextAttemptAt: '2026-11-21T09:00:00.000Z',
      responseStatus: null,
      responseBody: null,
    });
    // The first look finds the attempt taken but not yet answered; the next, its answer.
    const answers = [[sending], [delivery({ event: 'webhook.test', attempts: 1 })]];
    stubApi({
      'GET /api/webhooks': () => json(200, { endpoints: [endpoint()] }),
      [`GET /api/webhooks/${endpoint().endpointId}/deliveries`]: () =>
        json(200, { deliveries: answers.length > 1 ? answers.shift() : answers[0] }),
    });
    renderUi(<WebhooksSection />);
    await user.click(await screen.findByRole('button', { name: /^Show deliveries to / }));
    const item = await within(await screen.findByRole('list', { name: 'Deliveries' })).findByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Being sent · 1 attempt');
    expect(within(item).queryByRole('button', { name: /^Resend/ })).toBeNull();
    expect(
      await within(item).findByText(/Delivered · Answered 200/, undefined, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('rotates a secret, deletes after confirming, and shows a disabled endpoint', async () => {
    const user = userEvent.setup();
    let endpoints = [
      endpoint(),
      endpoint({
        endpointId: '22222222-3333-4444-8555-666666666666',
        url: 'https://down.example.com/hook',
        disabledAt: '2026-11-25T08:00:00.000Z',
      }),
    ];
    stubApi({
      'GET /api/webhooks': () => json(200, { endpoints }),
      [`POST /api/webhooks/${endpoint().endpointId}/rotate-secret`]: () =>
        json(200, {
          ...endpoint({ previousSecretValidUntil: '2026-11-28T10:00:00.000Z' }),
          secret: SECRET,
        }),
      [`DELETE /api/webhooks/${endpoint().endpointId}`]: () => {
        endpoints = endpoints.slice(1);
        return json(200, { deleted: true });
      },
    });
    renderUi(<WebhooksSection />);
    expect(await screen.findByText(/Disabled on .* after failing for 5 days/)).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Send a test event to https://down.example.com/hook' }),
    ).toBeDisabled();

    await user.click(
      screen.getByRole('button', {
        name: 'Rotate secret of https://hooks.example.com/frameshop',
      }),
    );
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/The old secret keeps signing beside it for 24 hours/)).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Delete https://hooks.example.com/frameshop' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Yes, delete it: https://hooks.example.com/frameshop' }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByText('https://hooks.example.com/frameshop')).toBeNull(),
    );
    expect(screen.getByText('https://down.example.com/hook')).toBeVisible();
  });

  it('offers Try Again when the list does not load', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /api/webhooks': () =>
        fail
          ? json(500, {
              error: 'Something went wrong on our side. Please try again.',
              code: 'INTERNAL',
            })
          : json(200, { endpoints: [] }),
    });
    renderUi(<WebhooksSection />);
    expect(await screen.findByText('Your webhooks could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No endpoints yet. Add one above to receive events.'),
    ).toBeVisible();
  });
});
