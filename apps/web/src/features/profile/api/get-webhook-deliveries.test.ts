import type { WebhookDelivery } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { nextLookInMs } from './get-webhook-deliveries';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

function delivery(changes: Partial<WebhookDelivery>): WebhookDelivery {
  return {
    deliveryId: 'd',
    messageId: 'm',
    event: 'webhook.test',
    createdAt: at(-60_000),
    status: 'pending',
    attempts: 1,
    lastAttemptAt: at(-30_000),
    nextAttemptAt: at(300_000),
    responseStatus: 500,
    responseBody: null,
    error: null,
    attemptLog: [],
    ...changes,
  };
}

describe('when the delivery log is asked again', () => {
  it('never, once nothing is pending', () => {
    expect(nextLookInMs([delivery({ status: 'delivered', nextAttemptAt: null })], NOW)).toBe(false);
    expect(nextLookInMs([], NOW)).toBe(false);
  });

  it('every 2 s while a first attempt is on its way, or a retry is due now', () => {
    expect(nextLookInMs([delivery({ lastAttemptAt: null, attempts: 0 })], NOW)).toBe(2000);
    expect(nextLookInMs([delivery({ nextAttemptAt: at(-5000) })], NOW)).toBe(2000);
  });

  it('a second after the next retry is due, and at least every 5 minutes', () => {
    expect(nextLookInMs([delivery({ nextAttemptAt: at(30_000) })], NOW)).toBe(31_000);
    expect(
      nextLookInMs(
        [delivery({ nextAttemptAt: at(7_200_000) }), delivery({ nextAttemptAt: at(60_000) })],
        NOW,
      ),
    ).toBe(61_000);
    expect(nextLookInMs([delivery({ nextAttemptAt: at(7_200_000) })], NOW)).toBe(300_000);
  });
});
