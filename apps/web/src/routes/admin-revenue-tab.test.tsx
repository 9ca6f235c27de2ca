import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { tokenStore } from '../lib/token-store';
import { json, stubApi, testUser } from '../test/fake-api';
import { ADMIN_TOKEN } from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

async function openRevenueTab() {
  stubApi({
    'GET /api/profile': () => json(200, testUser),
    // The figures never come: the form waits for none of them (and jsdom has no canvas for
    // the chart they would draw).
    'GET /api/admin/revenue': () => new Promise<Response>(() => {}),
  });
  const rendered = renderApp('/internal-dashboard-admin?tab=revenue');
  const form = await screen.findByRole('form', { name: 'Find a receipt' });
  return { ...rendered, form, field: within(form).getByLabelText('Receipt number') };
}

beforeEach(() => {
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
});

describe('Find a receipt, on the Revenue tab', () => {
  it.each([
    ['', 'Enter a receipt number.'],
    ['0', 'Enter a whole number of 1 or more.'],
    ['-3', 'Enter a whole number of 1 or more.'],
    ['2.5', 'Enter a whole number of 1 or more.'],
    ['1e3', 'Enter a whole number of 1 or more.'],
    ['abc', 'Enter a whole number of 1 or more.'],
  ])('keeps "%s" where it is, says why under the field and goes nowhere', async (typed, why) => {
    const user = userEvent.setup();
    const { router, form, field } = await openRevenueTab();

    if (typed) await user.type(field, typed);
    await user.click(within(form).getByRole('button', { name: 'Open receipt' }));

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(why);
    expect(field).toHaveFocus();
    expect(field).toHaveValue(typed);
    expect(router.state.location.pathname).toBe('/internal-dashboard-admin');

    // Typing again clears the complaint until the next try.
    await user.type(field, '7');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('opens the receipt with Enter, as typed but without spaces or leading zeros', async () => {
    const user = userEvent.setup();
    const { router, field } = await openRevenueTab();

    await user.type(field, ' 0042 {Enter}');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/internal-dashboard-admin/receipts/42'),
    );
  });
});
