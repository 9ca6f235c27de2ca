import type { APIRequestContext } from '@playwright/test';
import type { TestAccount } from './accounts';
import { expect } from './fixtures';

/**
 * Setup a journey does through the API rather than the pages it is about: signing in for a
 * token, buying templates, spending a balance down.
 */

/** A bearer token for `account`. */
export async function tokenOf(request: APIRequestContext, account: TestAccount): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Buys `templateId` through the API, as another tab of the same user would. */
export async function buyThroughApi(
  request: APIRequestContext,
  token: string,
  templateId: string,
  templateType: 'video' | 'image' | 'direct-sell',
): Promise<{ remainingCredits: number; licenceId: string }> {
  const response = await request.post('/api/purchase-template', {
    headers: { Authorization: `Bearer ${token}` },
    data: { templateId, templateType },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { remainingCredits: number; licenceId: string };
}

/**
 * Buys video templates other than `keep`, dearest first, until the balance (starting at
 * `balance`) is below `price`; answers the balance left.
 */
export async function spendBelow(
  request: APIRequestContext,
  token: string,
  { price, balance: start, keep }: { price: number; balance: number; keep?: string },
): Promise<number> {
  const listed = await request.get('/api/templates?sort=price-high-low&limit=50');
  const { items } = (await listed.json()) as { items: { templateId: string; price: number }[] };
  let balance = start;
  for (const item of items) {
    if (balance < price) break;
    if (item.templateId === keep || item.price > balance) continue;
    balance = (await buyThroughApi(request, token, item.templateId, 'video')).remainingCredits;
  }
  expect(balance).toBeLessThan(price);
  return balance;
}
