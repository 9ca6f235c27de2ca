import {
  CommerceMessage,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  paymentFailedText,
} from '@frameshop/contract';
import type { UserProfile } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser, userWith } from '../test/fake-api';
import { stubMediaElements, templateDetail } from '../test/fake-catalogue';
import { findEnabledButton } from '../test/find-enabled-button';
import { renderApp } from '../test/render-app';

const template = templateDetail({ templateId: '1001', templateName: 'Neon Intro', price: 49 });
const purchased = {
  message: CommerceMessage.purchased,
  alreadyPurchased: false,
  creditsCharged: 49,
  remainingCredits: 1201,
  licenceId: '0b6e3f59-3a51-4f1e-a0a4-3c1fbd3f5e11',
};
const download = {
  charged: false,
  creditsCharged: 0,
  remainingCredits: 1201,
  downloadUrl: '/media/1001/source.zip?expires=1&sig=abc',
  fileName: 'neon-intro.zip',
  licenceId: purchased.licenceId,
};

/** The API of a signed-in user: the profile answers `profiles` in turn, the last one from then on. */
function stubShop(
  profiles: UserProfile[],
  extra: Record<string, (request: Request) => Response | Promise<Response>> = {},
) {
  let calls = 0;
  return stubApi({
    'GET /api/template/1001': () => json(200, template),
    'GET /api/template/1001/suggestions': () => json(200, { items: [], nextOffset: null }),
    'HEAD /media/1001/preview.mp4': () => new Response(null),
    'GET /api/profile': () => json(200, profiles[Math.min(calls++, profiles.length - 1)]),
    ...extra,
  });
}

function keysSentTo(fetchMock: ReturnType<typeof stubApi>, path: string): (string | null)[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
    .filter((request) => new URL(request.url).pathname === path)
    .map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
}

const balance = () => screen.getAllByTestId('credit-balance')[0];

beforeEach(() => {
  stubMediaElements();
  tokenStore.save('valid-token', true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buying a template on its page', () => {
  it('buys at the price shown: the balance drops at once and the page says Owned', async () => {
    const user = userEvent.setup();
    const fetchMock = stubShop(
      [testUser, userWith({ credits: 1201, purchasedTemplates: ['1001'] })],
      {
        'POST /api/purchase-template': () => json(200, purchased),
      },
    );
    renderApp('/template/1001');

    await user.click(await findEnabledButton('Buy · 49 credits'));

    expect(await screen.findByText(CommerceMessage.purchased)).toBeInTheDocument();
    await waitFor(() => expect(balance()).toHaveTextContent('1,201'));
    expect(await screen.findByText('Owned')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download (free)' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'your purchases' })).toHaveAttribute(
      'href',
      '/Purchased',
    );
    expect(await sentBodies(fetchMock, 'POST /api/purchase-template')).toEqual([
      { templateId: '1001', templateType: 'video', expectedPrice: 49 },
    ]);
    expect(keysSentTo(fetchMock, '/api/purchase-template')[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says "Template already purchased" when the server finds it owned, charging nothing', async () => {
    const user = userEvent.setup();
    stubShop([testUser], {
      'POST /api/purchase-template': () =>
        json(200, {
          ...purchased,
          alreadyPurchased: true,
          message: CommerceMessage.alreadyPurchased,
          creditsCharged: 0,
          remainingCredits: 1250,
        }),
    });
    renderApp('/template/1001');

    await user.click(await findEnabledButton('Buy · 49 credits'));

    expect(await screen.findByText(CommerceMessage.alreadyPurchased)).toBeInTheDocument();
    expect(balance()).toHaveTextContent('1,250');
    expect(await screen.findByRole('button', { name: 'Download (free)' })).toBeInTheDocument();
  });

  it('opens Insufficient Credits with the numbers the server gives', async () => {
    const user = userEvent.setup();
    stubShop([userWith({ credits: 20 })], {
      'POST /api/purchase-template': () =>
        json(402, {
          error: CommerceMessage.notEnoughCredits,
          code: ErrorCode.InsufficientCredits,
          creditsRequired: 49,
          userCredits: 20,
        }),
    });
    renderApp('/template/1001');

    await user.click(await findEnabledButton('Buy · 49 credits'));

    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByText('Shortage').nextElementSibling).toHaveTextContent('29 credits');
    expect(balance()).toHaveTextContent('20');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads the template again when its price changed, and tells the new price', async () => {
    const user = userEvent.setup();
    let price = 49;
    const fetchMock = stubShop([testUser], {
      'GET /api/template/1001': () => json(200, { ...template, price }),
      'POST /api/purchase-template': () => {
        price = 59;
        return json(409, {
          error: CommerceMessage.priceChanged,
          code: ErrorCode.PriceChanged,
          currentPrice: 59,
        });
      },
    });
    renderApp('/template/1001');
    expect(await screen.findByTestId('template-price')).toHaveTextContent('49 credits');

    await user.click(await findEnabledButton('Buy · 49 credits'));

    expect(
      await screen.findByText(`${CommerceMessage.priceChanged} It now costs 59 credits.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('template-price')).toHaveTextContent('59 credits'),
    );
    await user.click(await findEnabledButton('Buy · 59 credits'));
    expect((await sentBodies(fetchMock, 'POST /api/purchase-template')).at(-1)).toMatchObject({
      expectedPrice: 59,
    });
  });

  it('retries after a network failure with the same Idempotency-Key, and a new click with a new one', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const fetchMock = stubShop([testUser], {
      'POST /api/purchase-template': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2)
          return json(404, { error: 'Template not found', code: ErrorCode.NotFound });
        return json(500, { error: 'Boom', code: ErrorCode.Internal });
      },
    });
    renderApp('/template/1001');

    await user.click(await findEnabledButton('Buy · 49 credits'));
    expect(await screen.findByText(CommerceMessage.paymentNetworkError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy · 49 credits' }));
    expect(await screen.findByText(CommerceMessage.templateNotFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy · 49 credits' }));
    expect(await screen.findByText(CommerceMessage.failedToPurchase)).toBeInTheDocument();

    const [first, retry, next] = keysSentTo(fetchMock, '/api/purchase-template');
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('sends a signed-out visitor to sign in, asking nothing of the server', async () => {
    const user = userEvent.setup();
    tokenStore.clear();
    const fetchMock = stubShop([testUser]);
    const { router } = renderApp('/template/1001');

    await user.click(await findEnabledButton('Buy and Download · 49 credits'));

    expect(await screen.findByText(CommerceMessage.loginToDownload)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(keysSentTo(fetchMock, '/api/download-template')).toHaveLength(0);
  });
});

describe('the actions beside the price', () => {
  it("are Buy, Buy and Download and Add to Cart under the kind's own button, each spend naming its price", async () => {
    stubShop([testUser]);
    renderApp('/template/1001');

    expect(await screen.findByRole('button', { name: 'Buy · 49 credits' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buy and Download · 49 credits' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Photo or Video' })).toBeVisible();
  });

  it('never ask to pay for an owned template, nor offer it for the cart', async () => {
    stubShop([userWith({ purchasedTemplates: ['1001'] })]);
    renderApp('/template/1001');

    expect(await screen.findByRole('button', { name: 'Download (free)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('template-price')).not.toBeInTheDocument();
  });
});

describe('downloading a template on its page', () => {
  it('downloads an owned template free: the file link is clicked, the balance stays', async () => {
    const user = userEvent.setup();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const owner = userWith({ credits: 1201, purchasedTemplates: ['1001'] });
    const fetchMock = stubShop([owner], {
      'POST /api/download-template': () => json(200, download),
    });
    renderApp('/template/1001');

    await user.click(await screen.findByRole('button', { name: 'Download (free)' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toHaveAttribute('href', download.downloadUrl);
    expect(clicks[0]).toHaveAttribute('download', download.fileName);
    expect(balance()).toHaveTextContent('1,201');
    expect(await sentBodies(fetchMock, 'POST /api/download-template')).toEqual([
      { templateId: '1001', templateType: 'video', expectedPrice: 49 },
    ]);
  });

  it('words a refused download as the spec does', async () => {
    const user = userEvent.setup();
    stubShop([testUser], {
      'POST /api/download-template': () =>
        json(503, { error: CommerceMessage.fileUnavailable, code: ErrorCode.ServiceUnavailable }),
    });
    renderApp('/template/1001');

    await user.click(await findEnabledButton('Buy and Download · 49 credits'));

    expect(
      await screen.findByText(paymentFailedText(CommerceMessage.fileUnavailable)),
    ).toBeInTheDocument();
    expect(balance()).toHaveTextContent('1,250');
  });
});
