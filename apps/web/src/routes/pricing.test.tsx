import { CREDIT_PACKS } from '@frameshop/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import { OWNER_PACKS } from '../test/fake-credit-packs';
import { renderApp } from '../test/render-app';

const packCards = () =>
  screen
    .getAllByRole('heading', { level: 2, name: /credits$/ })
    .map((heading) => heading.closest('li')?.textContent);

describe('/pricing', () => {
  it('lists the packs the store has on sale, as the API answers them, in order', async () => {
    stubApi({ 'GET /api/credit-packs': () => json(200, { packs: OWNER_PACKS }) });
    renderApp('/pricing');

    expect(await screen.findByRole('heading', { level: 2, name: '250 credits' })).toBeVisible();
    expect(packCards()).toEqual([
      '250 credits₹199.00₹0.80 per creditTry it out',
      'Most popular750 credits₹549.00₹0.73 per creditSave 8%',
      '5,000 credits₹2,999.00₹0.60 per credit25% off',
    ]);
    expect(screen.queryByText('2,500 credits')).not.toBeInTheDocument();
  });

  it('shows the packs loading, then the failure with Try Again, which loads them', async () => {
    let answer = () => json(429, { error: 'Too many requests', code: 'RATE_LIMITED' });
    stubApi({ 'GET /api/credit-packs': () => answer() });
    const user = userEvent.setup();
    renderApp('/pricing');

    expect(await screen.findByText('Loading credit packs…')).toBeVisible();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Failed to load the credit packs. Please try again.');

    answer = () => json(200, { packs: CREDIT_PACKS });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(packCards()).toHaveLength(CREDIT_PACKS.length));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when no pack is on sale', async () => {
    stubApi({ 'GET /api/credit-packs': () => json(200, { packs: [] }) });
    renderApp('/pricing');
    expect(
      await screen.findByText('No credit packs are on sale right now. Please check back soon.'),
    ).toBeVisible();
  });
});
