import { CommerceMessage } from '@frameshop/contract';
import type { OwnedTemplate } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import { templateSummary } from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';

const LICENCE_A = '0b6e3f59-3a51-4f1e-a0a4-3c1fbd3f5e11';
const LICENCE_B = '1c7f4a6a-4b62-4a2f-b1b5-4d2ace4a6f22';
const LICENCE_C = '2d8a5b7b-5c73-4b3a-82c6-5e3bdf5b7a33';

const owned: OwnedTemplate[] = [
  {
    template: templateSummary({
      templateId: '3001',
      kind: 'direct-sell',
      templateName: 'City Lights',
      price: 120,
    }),
    licences: [
      { licenceId: LICENCE_B, creditsPaid: 120, purchasedAt: '2025-06-02T10:00:00.000Z' },
      { licenceId: LICENCE_C, creditsPaid: 120, purchasedAt: '2025-06-01T10:00:00.000Z' },
    ],
    creditsPaid: 240,
    lastPurchasedAt: '2025-06-02T10:00:00.000Z',
  },
  {
    template: templateSummary({
      templateId: '1001',
      kind: 'video',
      templateName: 'Neon Intro',
      price: 49,
    }),
    licences: [{ licenceId: LICENCE_A, creditsPaid: 49, purchasedAt: '2025-05-20T10:00:00.000Z' }],
    creditsPaid: 49,
    lastPurchasedAt: '2025-05-20T10:00:00.000Z',
  },
];

beforeEach(() => {
  tokenStore.save('valid-token', true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/Purchased', () => {
  it('lists what the user owns: name linking to its page, kind, licences, credits, date, certificates', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/purchases': () => json(200, { purchases: owned }),
    });
    renderApp('/Purchased');

    const list = await screen.findByRole('list', { name: 'Purchased templates' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(within(first!).getByRole('link', { name: 'City Lights' })).toHaveAttribute(
      'href',
      '/direct-sell/3001',
    );
    expect(first).toHaveTextContent('Ready-made video');
    expect(first).toHaveTextContent('Licences2');
    expect(first).toHaveTextContent('Credits paid240 credits');
    expect(first).toHaveTextContent('PurchasedJun 2, 2025');
    expect(within(first!).getByRole('link', { name: 'Licence 2 of 2' })).toHaveAttribute(
      'href',
      `/licence/${LICENCE_B}`,
    );
    expect(within(first!).getByRole('link', { name: 'Licence 1 of 2' })).toHaveAttribute(
      'href',
      `/licence/${LICENCE_C}`,
    );
    expect(within(second!).getByRole('link', { name: 'Neon Intro' })).toHaveAttribute(
      'href',
      '/template/1001',
    );
    expect(within(second!).getByRole('link', { name: 'Licence certificate' })).toHaveAttribute(
      'href',
      `/licence/${LICENCE_A}`,
    );
    expect(screen.getByText('2 templates owned · 289 credits spent')).toBeInTheDocument();
  });

  it('downloads an owned template again, free', async () => {
    const user = userEvent.setup();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/purchases': () => json(200, { purchases: owned }),
      'POST /api/download-template': () =>
        json(200, {
          charged: false,
          creditsCharged: 0,
          remainingCredits: 1250,
          downloadUrl: '/media/1001/source.zip?sig=x',
          fileName: 'neon-intro.zip',
          licenceId: LICENCE_A,
        }),
    });
    renderApp('/Purchased');

    await user.click(await screen.findByRole('button', { name: 'Download Neon Intro (free)' }));

    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toHaveAttribute('download', 'neon-intro.zip');
    expect(await sentBodies(fetchMock, 'POST /api/download-template')).toEqual([
      { templateId: '1001', templateType: 'video', expectedPrice: 49 },
    ]);
  });

  it('says so when nothing is owned yet, with a way to browse', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/purchases': () => json(200, { purchases: [] }),
    });
    renderApp('/Purchased');

    expect(
      await screen.findByRole('heading', { name: 'No purchased templates yet' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Browse Templates' }),
    ).toHaveAttribute('href', '/templates-list');
  });

  it('offers Try Again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/purchases': () =>
        fail ? json(500, { error: 'Boom', code: 'INTERNAL' }) : json(200, { purchases: [] }),
    });
    renderApp('/Purchased');

    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: 'No purchased templates yet' }),
    ).toBeVisible();
  });
});

describe('/licence/{id}', () => {
  const certificate = {
    licenceId: LICENCE_A,
    templateId: '1001',
    templateName: 'Neon Intro',
    templateKind: 'video',
    ownerName: 'Maya Lin',
    ownerEmail: 'maya@example.com',
    purchasedAt: '2025-05-20T10:00:00.000Z',
    creditsPaid: 49,
    ledgerId: '7f1e2d3c-4b5a-4968-8776-655443322110',
  };

  it('shows the certificate with everything it certifies, and prints', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      [`GET /api/licences/${LICENCE_A}`]: () => json(200, certificate),
    });
    renderApp(`/licence/${LICENCE_A}`);

    const article = await screen.findByRole('article', { name: 'Licence Certificate' });
    const fact = (label: string) => within(article).getByText(label).nextElementSibling;
    expect(fact('Licence ID')).toHaveTextContent(LICENCE_A);
    expect(fact('Template')).toHaveTextContent('Neon Intro (Video template)');
    expect(fact('Licensed to')).toHaveTextContent('Maya Lin (maya@example.com)');
    expect(fact('Date')).toHaveTextContent('May 20, 2025');
    expect(fact('Credits paid')).toHaveTextContent('49 credits');
    expect(fact('Ledger entry')).toHaveTextContent(certificate.ledgerId);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says "Licence not found" for a licence that is not the user\'s', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      [`GET /api/licences/${LICENCE_B}`]: () =>
        json(404, { error: CommerceMessage.licenceNotFound, code: 'NOT_FOUND' }),
    });
    renderApp(`/licence/${LICENCE_B}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: CommerceMessage.licenceNotFound }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Purchased Templates' })).toHaveAttribute(
      'href',
      '/Purchased',
    );
  });
});
