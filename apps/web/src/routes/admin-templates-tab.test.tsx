import { TemplateAdminMessage } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import {
  ADMIN_TOKEN,
  adminTemplateRow,
  adminTemplatesAnswer,
  ownerTemplate,
} from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

const rows = [
  adminTemplateRow({ templateId: '11', templateName: 'Neon Intro', status: 'draft' }),
  adminTemplateRow({
    templateId: '12',
    templateName: 'Summer Sale',
    status: 'draft',
    mediaState: 'missing',
    mediaProgress: 0,
  }),
  adminTemplateRow({ templateId: '13', templateName: 'Quote Card', kind: 'image' }),
  adminTemplateRow({ templateId: '14', templateName: 'City Lights', kind: 'direct-sell' }),
  adminTemplateRow({
    templateId: '15',
    templateName: 'Old Reel',
    kind: 'direct-sell',
    status: 'retired',
  }),
  adminTemplateRow({
    templateId: '16',
    templateName: 'Fresh Clip',
    status: 'draft',
    mediaState: 'preparing',
    mediaProgress: 0.45,
  }),
];

const statusPath = (id: string) => `POST /api/admin/catalogue/templates/${id}/status`;

/** The dashboard's API: the tab's rows, each template's revision, and status changes answered. */
function stubDashboard(revisions: Record<string, number>) {
  const handlers: Record<string, (request: Request) => Response | Promise<Response>> = {
    'GET /api/profile': () => json(200, testUser),
    'GET /api/admin/templates': () => json(200, adminTemplatesAnswer(rows)),
  };
  for (const [id, revision] of Object.entries(revisions)) {
    handlers[`GET /api/admin/catalogue/templates/${id}`] = () =>
      json(200, ownerTemplate({ templateId: id, revision }));
    handlers[statusPath(id)] = async (request) => {
      const { status } = (await request.json()) as { status: 'published' | 'retired' };
      return json(200, ownerTemplate({ templateId: id, revision: revision + 1, status }));
    };
  }
  return stubApi(handlers);
}

function bearerOf(fetchMock: ReturnType<typeof stubApi>, key: string): (string | null)[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key)
    .map((request) => request.headers.get('Authorization'));
}

async function openTemplatesTab() {
  renderApp('/internal-dashboard-admin?tab=templates');
  return screen.findByRole('table');
}

beforeEach(() => {
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
});

describe('the Templates tab of the dashboard', () => {
  it('shows each row’s status and media, and links to New, Edit and the public pages', async () => {
    stubDashboard({});
    const table = await openTemplatesTab();

    expect(screen.getByRole('link', { name: /New template/ })).toHaveAttribute(
      'href',
      '/internal-dashboard-admin/templates/new',
    );
    const row = (name: string) => {
      const found = within(table)
        .getByRole('link', { name: `Edit ${name}` })
        .closest('tr');
      if (!found) throw new Error(`No row for ${name}`);
      return within(found);
    };
    expect(row('Neon Intro').getByText('Draft')).toBeInTheDocument();
    expect(row('Neon Intro').getByText('Ready')).toBeInTheDocument();
    expect(row('Summer Sale').getByText('Missing media')).toBeInTheDocument();
    expect(row('Old Reel').getByText('Retired')).toBeInTheDocument();
    expect(row('Fresh Clip').getByText('Preparing 45%')).toBeInTheDocument();
    expect(
      row('Fresh Clip').getByRole('progressbar', { name: 'Preparing the media of Fresh Clip' }),
    ).toHaveAttribute('aria-valuenow', '45');

    expect(row('Neon Intro').getByRole('link', { name: 'Edit Neon Intro' })).toHaveAttribute(
      'href',
      '/internal-dashboard-admin/templates/11',
    );
    // Only a published or retired template has a page in the store.
    expect(row('Neon Intro').queryByRole('link', { name: /Public page/ })).toBeNull();
    expect(
      row('Quote Card').getByRole('link', { name: 'Public page of Quote Card' }),
    ).toHaveAttribute('href', '/image-template/13');
    expect(
      row('City Lights').getByRole('link', { name: 'Public page of City Lights' }),
    ).toHaveAttribute('href', '/direct-sell/14');
    expect(row('Old Reel').getByRole('link', { name: 'Public page of Old Reel' })).toHaveAttribute(
      'href',
      '/direct-sell/15',
    );
    // Published: Retire; draft or retired: Publish.
    expect(
      row('Quote Card').getByRole('button', { name: 'Retire Quote Card' }),
    ).toBeInTheDocument();
    expect(row('Old Reel').getByRole('button', { name: 'Publish Old Reel' })).toBeInTheDocument();
  });

  it('publishes a draft over the revision it asks for first, with the admin token', async () => {
    const user = userEvent.setup();
    const fetchMock = stubDashboard({ '11': 7 });
    await openTemplatesTab();

    await user.click(screen.getByRole('button', { name: 'Publish Neon Intro' }));

    await waitFor(async () =>
      expect(await sentBodies(fetchMock, statusPath('11'))).toEqual([
        { status: 'published', revision: 7 },
      ]),
    );
    expect(bearerOf(fetchMock, statusPath('11'))).toEqual([`Bearer ${ADMIN_TOKEN}`]);
    expect(bearerOf(fetchMock, 'GET /api/admin/catalogue/templates/11')).toEqual([
      `Bearer ${ADMIN_TOKEN}`,
    ]);
    expect(await screen.findByText('Neon Intro: Published.')).toBeInTheDocument();
  });

  it('does not publish a template whose media are not ready, and says why', async () => {
    const user = userEvent.setup();
    const fetchMock = stubDashboard({ '12': 2 });
    await openTemplatesTab();

    const publish = screen.getByRole('button', { name: 'Publish Summer Sale' });
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    expect(publish).toHaveAccessibleDescription(TemplateAdminMessage.notReady);
    await user.click(publish);

    expect(await screen.findByRole('alert')).toHaveTextContent(TemplateAdminMessage.notReady);
    expect(await sentBodies(fetchMock, statusPath('12'))).toEqual([]);
  });

  it('retires a published template only once the owner confirms', async () => {
    const user = userEvent.setup();
    const fetchMock = stubDashboard({ '13': 3 });
    await openTemplatesTab();

    await user.click(screen.getByRole('button', { name: 'Retire Quote Card' }));
    let dialog = await screen.findByRole('dialog', { name: 'Retire Quote Card' });
    expect(dialog).toHaveAccessibleDescription(
      'Retire this template? It leaves every list and search; everyone who bought it keeps it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await sentBodies(fetchMock, statusPath('13'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retire Quote Card' }));
    dialog = await screen.findByRole('dialog', { name: 'Retire Quote Card' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));

    await waitFor(async () =>
      expect(await sentBodies(fetchMock, statusPath('13'))).toEqual([
        { status: 'retired', revision: 3 },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the dashboard’s figures', () => {
  /** The Templates tab's API, its sales as many as `sold()` says at each call. */
  function stubSales(sold: () => number) {
    return stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/templates': () =>
        json(
          200,
          adminTemplatesAnswer([
            adminTemplateRow({ purchaseCount: sold(), filteredPurchaseCount: sold() }),
          ]),
        ),
      'GET /api/admin/revenue': () => new Promise<Response>(() => {}),
    });
  }
  const totalSales = () => screen.getByText('Total Sales').nextElementSibling;

  it('are asked again each time a tab is shown, never kept from an earlier visit', async () => {
    let sold = 0;
    stubSales(() => sold);
    const user = userEvent.setup();
    await openTemplatesTab();
    expect(totalSales()).toHaveTextContent('0');

    // Two sales while the owner looks at another tab.
    await user.click(screen.getByRole('tab', { name: 'Revenue' }));
    sold = 2;
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    await waitFor(() => expect(totalSales()).toHaveTextContent('2'));
  });

  it('are asked again when the owner comes back to the dashboard’s window', async () => {
    let sold = 0;
    stubSales(() => sold);
    await openTemplatesTab();
    expect(totalSales()).toHaveTextContent('0');

    // Two sales made in another window (the store's own pages); then back to the dashboard.
    sold = 2;
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(totalSales()).toHaveTextContent('2'));
  });
});
