import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, publicConfig, stubApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

// The reference's renderer stands in for Swagger UI: what matters here is when its module is asked for.
const reference = vi.hoisted(() => ({ imported: 0 }));
vi.mock('../features/developers/components/swagger-reference', () => {
  reference.imported += 1;
  return {
    default: ({ documentUrl }: { documentUrl: string }) => (
      <p>Reference drawn from {documentUrl}</p>
    ),
  };
});

const SECTIONS = [
  'What the API is for',
  'Create a key',
  'Paying as a team',
  'Your first render',
  'Many results at once',
  'Webhooks',
  'Limits',
  'Prices',
  'API reference',
];

describe('/developers', () => {
  beforeEach(() => {
    stubApi({
      'GET /api/public-config': () =>
        json(
          200,
          publicConfig({
            developers: {
              keyRequestsPerMinute: 1_200,
              webhookRetryDelaysSeconds: [5, 300, 1800, 7200, 18_000, 36_000, 50_400],
            },
            // The owner's own limits, not the defaults (500 and 2).
            batches: { maxRows: 40, maxRunningPerUser: 3 },
          }),
        ),
    });
  });

  // First in the file: once any test has opened the page, the module is loaded for good.
  it('loads the API reference only on this page, drawn from the store’s API document', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(reference.imported).toBe(0);

    renderApp('/developers');
    // Two chunks arrive one after the other (the page's, then the reference's): a slow first load.
    expect(
      await screen.findByText('Reference drawn from /api/openapi.json', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(reference.imported).toBe(1);
    await waitFor(() =>
      expect(screen.queryByText('Loading the API reference…')).not.toBeInTheDocument(),
    );
  });

  it('has a part for each subject, each with an address the contents link to', async () => {
    renderApp('/developers');
    expect(await screen.findByRole('heading', { level: 1, name: 'For developers' })).toBeVisible();

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTIONS);
    for (const link of links) {
      const heading = screen.getByRole('heading', { level: 2, name: link.textContent! });
      expect(link).toHaveAttribute('href', `#${heading.id}`);
      expect(
        screen.getByRole('link', { name: `Link to this part: ${link.textContent}` }),
      ).toHaveAttribute('href', `#${heading.id}`);
    }
  });

  it('states this store’s limits and the default prices, and links to pricing and the profile', async () => {
    renderApp('/developers');
    const limits = await screen.findByRole('heading', { level: 2, name: 'Limits' });
    const table = limits.closest('section')!;
    // The operator's numbers arrive with the store's settings.
    await waitFor(() => expect(table).toHaveTextContent('Requests per key1,200 a minute'));
    expect(table).toHaveTextContent('Keys per account10');
    expect(table).toHaveTextContent('Webhook endpoints per account5');
    expect(table).toHaveTextContent('Rows per batch40; split a longer sheet');
    expect(table).toHaveTextContent('Batches waiting or running at once3');
    expect(table).toHaveTextContent(
      'After 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours, 14 hours. An endpoint that has failed for 5 days',
    );
    const prices = screen.getByRole('heading', { level: 2, name: 'Prices' }).closest('section')!;
    expect(prices).toHaveTextContent('1 credit per picture and 5 credits per video');
    expect(within(prices).getByRole('link', { name: 'pricing page' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });

  it('copies each example as written, on the store’s own address', async () => {
    const user = userEvent.setup();
    renderApp('/developers');
    const copy = await screen.findByRole('button', { name: 'Copy: A first render with curl' });
    // The store's address arrives with its settings: the examples say it once they have come.
    await screen.findAllByText(/STORE=https:\/\/frameshop\.example/);
    await user.click(copy);

    const copied = await navigator.clipboard.readText();
    expect(copied).toMatch(
      /^export STORE=https:\/\/frameshop\.example KEY=fs_live_your_key_here\n/,
    );
    // No template of another store: the steps take this store's first picture template and its
    // first photo slot (e2e/tests/developers.spec.ts runs them against a fresh store).
    expect(copied).toContain(
      `TEMPLATE_ID=$(curl -s "$STORE/api/image-templates?limit=1" | jq -r '.items[0].templateId')`,
    );
    expect(copied).not.toMatch(/templates\/\d+/);
    expect(copied).toContain('-H "Idempotency-Key: order-0001"');
    expect(copied).toContain('curl -s -o picture.png');
    expect(screen.getByRole('button', { name: 'Copied: A first render with curl' })).toBeVisible();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Copied to the clipboard.',
    );

    await user.click(screen.getByRole('button', { name: 'Copy: Node (Express)' }));
    expect(await navigator.clipboard.readText()).toContain('webhook.verify(req.body, req.headers)');
    await user.click(screen.getByRole('button', { name: 'Copy: Python (Flask)' }));
    expect(await navigator.clipboard.readText()).toContain(
      'from standardwebhooks import Webhook, WebhookVerificationError',
    );
  });

  it('lets the keyboard reach every code block, so a long line can be scrolled', async () => {
    renderApp('/developers');
    await screen.findByRole('heading', { level: 1, name: 'For developers' });
    const blocks = document.querySelectorAll('pre');
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    for (const block of blocks) {
      expect(block).toHaveAttribute('tabindex', '0');
      expect(block).toHaveAccessibleName();
    }
  });
});
