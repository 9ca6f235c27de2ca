import {
  CREDIT_PACKS,
  CreditPackAdminMessage,
  type AdminCreditPack,
  type CreditPackFieldsInput,
} from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveAdminSession } from '../features/admin/admin-session';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import { ADMIN_TOKEN } from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

const WARNING = 'The label says 20% savings; at these prices it saves 3%.';

/** The owner's packs as the server keeps them: saves and additions change what the list answers. */
function packsServer(refuse?: (body: CreditPackFieldsInput) => Response | undefined) {
  let version = 0;
  const stamp = () => new Date(Date.UTC(2026, 4, 1, 10, 0, version++)).toISOString();
  let packs: AdminCreditPack[] = CREDIT_PACKS.map((pack, index) => ({
    ...pack,
    active: true,
    position: index + 1,
    updatedAt: stamp(),
    warnings: pack.id === 'pack-500' ? [WARNING] : [],
  }));
  const save = (packId: string) => async (request: Request) => {
    const body = (await request.json()) as CreditPackFieldsInput;
    const refused = refuse?.(body);
    if (refused) return refused;
    packs = packs.map((pack) =>
      pack.id === packId
        ? { ...pack, ...(body as Partial<AdminCreditPack>), updatedAt: stamp(), warnings: [] }
        : pack,
    );
    return json(
      200,
      packs.find((pack) => pack.id === packId),
    );
  };
  const fetchMock = stubApi({
    'GET /api/profile': () => json(200, testUser),
    'GET /api/admin/credit-packs': () => json(200, { packs }),
    ...Object.fromEntries(
      CREDIT_PACKS.map((pack) => [`PUT /api/admin/credit-packs/${pack.id}`, save(pack.id)]),
    ),
    'POST /api/admin/credit-packs': async (request) => {
      const body = (await request.json()) as CreditPackFieldsInput;
      const refused = refuse?.(body);
      if (refused) return refused;
      const added: AdminCreditPack = {
        ...(body as AdminCreditPack),
        id: `pack-${body.credits}`,
        position: packs.length + 1,
        updatedAt: stamp(),
        warnings: [],
      };
      packs = [...packs, added];
      return json(201, added);
    },
  });
  return fetchMock;
}

async function openPacksTab() {
  renderApp('/internal-dashboard-admin?tab=packs');
  return screen.findByRole('form', { name: '500 credits' });
}

const packForm = (name: string) => screen.getByRole('form', { name });

beforeEach(() => {
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
});

describe('the Packs tab of the dashboard', () => {
  it('lists every pack as a labelled form, with its warnings beside it', async () => {
    packsServer();
    const form = await openPacksTab();

    expect(screen.getByRole('tab', { name: 'Packs', selected: true })).toBeInTheDocument();
    // The four packs and the form that adds one.
    expect(screen.getAllByRole('form')).toHaveLength(5);
    const row = within(form);
    expect(row.getByLabelText('Credits')).toHaveValue('500');
    expect(row.getByLabelText('Price (₹)')).toHaveValue('399');
    expect(row.getByLabelText('Savings label')).toHaveValue('20% savings');
    expect(row.getByLabelText('Most popular')).toBeChecked();
    expect(row.getByLabelText('On sale')).toBeChecked();
    expect(form).toHaveAccessibleDescription(`Warning: ${WARNING}`);
    expect(within(packForm('100 credits')).queryByText(/The label says/)).toBeNull();
    expect(row.getByRole('button', { name: 'Save the 500-credit pack' })).toBeEnabled();
  });

  it('saves one row with its own Save, and shows the stored pack without its warning', async () => {
    const fetchMock = packsServer();
    const user = userEvent.setup();
    const form = await openPacksTab();
    const row = within(form);

    await user.clear(row.getByLabelText('Price (₹)'));
    await user.type(row.getByLabelText('Price (₹)'), '349');
    await user.clear(row.getByLabelText('Savings label'));
    await user.type(row.getByLabelText('Savings label'), 'Best value');
    await user.click(row.getByRole('button', { name: 'Save the 500-credit pack' }));

    expect(await screen.findByText('Saved the 500-credit pack.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PUT /api/admin/credit-packs/pack-500')).toEqual([
      { credits: 500, priceInr: 349, popular: true, savingsLabel: 'Best value', active: true },
    ]);
    await waitFor(() => expect(form).not.toHaveAccessibleDescription(/Warning/));
    expect(row.getByLabelText('Price (₹)')).toHaveValue('349');
    // The other rows sent nothing.
    expect(await sentBodies(fetchMock, 'PUT /api/admin/credit-packs/pack-100')).toEqual([]);
  });

  it('saves from the keyboard: Enter in a field sends that row', async () => {
    const fetchMock = packsServer();
    const user = userEvent.setup();
    await openPacksTab();
    const row = within(packForm('1,000 credits'));

    await user.click(row.getByLabelText('On sale'));
    await user.click(row.getByLabelText('Credits'));
    await user.keyboard('{End}0{Enter}');

    expect(await screen.findByText('Saved the 10,000-credit pack.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PUT /api/admin/credit-packs/pack-1000')).toEqual([
      { credits: 10000, priceInr: 699, popular: false, savingsLabel: '30% savings', active: false },
    ]);
  });

  it('judges the values before sending, naming and focusing the first wrong one', async () => {
    const fetchMock = packsServer();
    const user = userEvent.setup();
    const form = await openPacksTab();
    const row = within(form);

    await user.clear(row.getByLabelText('Credits'));
    await user.type(row.getByLabelText('Credits'), '10.5');
    await user.clear(row.getByLabelText('Price (₹)'));
    await user.type(row.getByLabelText('Price (₹)'), '0');
    await user.click(row.getByRole('button', { name: 'Save the 500-credit pack' }));

    expect(row.getByLabelText('Credits')).toHaveFocus();
    expect(row.getByLabelText('Credits')).toHaveAccessibleDescription(
      CreditPackAdminMessage.creditsWhole,
    );
    expect(row.getByLabelText('Price (₹)')).toHaveAccessibleDescription(
      CreditPackAdminMessage.pricePositive,
    );
    expect(await sentBodies(fetchMock, 'PUT /api/admin/credit-packs/pack-500')).toEqual([]);
  });

  it('puts the server’s refusal on the field it names', async () => {
    packsServer(() =>
      json(409, {
        error: CreditPackAdminMessage.creditsTaken('1,000'),
        code: 'CONFLICT',
        field: 'credits',
      }),
    );
    const user = userEvent.setup();
    const form = await openPacksTab();
    const row = within(form);

    await user.clear(row.getByLabelText('Credits'));
    await user.type(row.getByLabelText('Credits'), '1,000');
    await user.click(row.getByRole('button', { name: 'Save the 500-credit pack' }));

    await waitFor(() =>
      expect(row.getByLabelText('Credits')).toHaveAccessibleDescription(
        CreditPackAdminMessage.creditsTaken('1,000'),
      ),
    );
    expect(row.getByLabelText('Credits')).toHaveFocus();
  });

  it('adds a pack with the form below the list, which then starts blank again', async () => {
    const fetchMock = packsServer();
    const user = userEvent.setup();
    await openPacksTab();
    const add = within(packForm('Add a pack'));

    expect(add.getByLabelText('On sale')).toBeChecked();
    await user.type(add.getByLabelText('Credits'), '5,000');
    await user.type(add.getByLabelText('Price (₹)'), '₹2,499');
    await user.type(add.getByLabelText('Savings label'), '  ');
    await user.click(add.getByRole('button', { name: 'Add pack' }));

    expect(await screen.findByText('Added the 5,000-credit pack.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST /api/admin/credit-packs')).toEqual([
      { credits: 5000, priceInr: 2499, popular: false, savingsLabel: null, active: true },
    ]);
    expect(await screen.findByRole('form', { name: '5,000 credits' })).toBeInTheDocument();
    expect(add.getByLabelText('Credits')).toHaveValue('');
  });
});
