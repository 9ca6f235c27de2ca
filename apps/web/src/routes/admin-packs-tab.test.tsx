import {
  CREDIT_PACKS,
  CreditPackAdminMessage,
  type AdminCreditPack,
  type CreditPackFieldsInput,
} from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import { ADMIN_TOKEN } from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

const WARNING = 'The label says 20% savings; at these prices it saves 3%.';

const ids = (packs: readonly { id: string }[]) => packs.map((pack) => pack.id);

/**
 * The owner's packs as the server keeps them: saves, additions and new orders change what the list
 * answers. A new order that leaves a pack out is refused as the server refuses it; `answerOrder`
 * may hold back or refuse one that lists every pack.
 */
function packsServer(
  refuse?: (body: CreditPackFieldsInput) => Response | undefined,
  answerOrder: (stored: () => Response) => Response | Promise<Response> = (stored) => stored(),
) {
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
    // The Make many prices share the tab (issue 65).
    'GET /api/admin/bulk-prices': () => json(200, { image: 1, video: 5 }),
    'PUT /api/admin/credit-packs/order': async (request) => {
      const { packIds } = (await request.json()) as { packIds: string[] };
      const missing = ids(packs).filter((id) => !packIds.includes(id));
      if (missing.length > 0) {
        return json(400, {
          error: CreditPackAdminMessage.orderMissing(missing.join(', ')),
          code: 'BAD_REQUEST',
          packIds: missing,
        });
      }
      return answerOrder(() => {
        packs = packIds.map((id, index) => ({
          ...packs.find((pack) => pack.id === id)!,
          position: index + 1,
        }));
        return json(200, { packs });
      });
    },
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

// The dashboard is a lazy route: load its modules once before the first test, so that test's
// wait is for the tab to draw, not for a loaded machine to transform every admin file.
beforeAll(async () => {
  await import('./admin-dashboard');
}, 60_000);

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

  it('says a refusal that names no field on the form, with its reference', async () => {
    packsServer(() =>
      json(500, { error: 'Internal error', code: 'INTERNAL', requestId: '0f1e2d3c4b5a6978' }),
    );
    const user = userEvent.setup();
    const form = await openPacksTab();
    const row = within(form);

    await user.click(row.getByRole('button', { name: 'Save the 500-credit pack' }));

    const alert = await row.findByRole('alert');
    expect(alert).toHaveTextContent('Reference: 0f1e2d3c4b5a6978');
    // What was typed stays, to be saved again.
    expect(row.getByLabelText('Credits')).toHaveValue('500');
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

  describe('the order of the packs', () => {
    /** The rows top to bottom, by their titles, and the form that adds a pack. */
    const packTitles = () =>
      screen
        .getAllByRole('form')
        .map((form) => within(form).getByRole('heading', { level: 3 }).textContent);
    const moveButton = (name: string) => screen.getByRole('button', { name });

    it('moves a pack from the keyboard, keeping focus on the button and what is typed in its row', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const fetchMock = packsServer(undefined, async (stored) => {
        await held;
        return stored();
      });
      const user = userEvent.setup();
      await openPacksTab();

      // The first pack cannot go up, nor the last down: said, while the buttons stay focusable.
      expect(moveButton('Move the 100-credit pack up')).toHaveAttribute('aria-disabled', 'true');
      expect(moveButton('Move the 2,500-credit pack down')).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(moveButton('Move the 500-credit pack up')).not.toHaveAttribute('aria-disabled');

      const row = within(packForm('500 credits'));
      await user.clear(row.getByLabelText('Price (₹)'));
      await user.type(row.getByLabelText('Price (₹)'), '349');
      moveButton('Move the 500-credit pack up').focus();
      await user.keyboard('{Enter}');

      // Saving: every Move button waits, the list says it is busy, and nothing has moved yet.
      expect(await screen.findByText('Saving the order of the packs…')).toBeInTheDocument();
      expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
      expect(moveButton('Move the 1,000-credit pack up')).toHaveAttribute('aria-disabled', 'true');
      // Pressed again meanwhile, it sends nothing more (the body below is the only one).
      await user.keyboard('{Enter}');
      expect(packTitles()).toEqual([
        '100 credits',
        '500 credits',
        '1,000 credits',
        '2,500 credits',
        'Add a pack',
      ]);

      release();
      await waitFor(() =>
        expect(packTitles()).toEqual([
          '500 credits',
          '100 credits',
          '1,000 credits',
          '2,500 credits',
          'Add a pack',
        ]),
      );
      expect(await sentBodies(fetchMock, 'PUT /api/admin/credit-packs/order')).toEqual([
        { packIds: ['pack-500', 'pack-100', 'pack-1000', 'pack-2500'] },
      ]);
      expect(moveButton('Move the 500-credit pack up')).toHaveFocus();
      expect(moveButton('Move the 500-credit pack up')).toHaveAttribute('aria-disabled', 'true');
      expect(
        await screen.findByText('Moved the 500-credit pack to place 1 of 4.'),
      ).toBeInTheDocument();
      expect(row.getByLabelText('Price (₹)')).toHaveValue('349');

      // At the top, Move up does nothing; Move down takes it back a step, focus still on it.
      await user.keyboard('{Enter}');
      await user.tab();
      expect(moveButton('Move the 500-credit pack down')).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(packTitles().slice(0, 2)).toEqual(['100 credits', '500 credits']));
      expect(moveButton('Move the 500-credit pack down')).toHaveFocus();
      expect(await sentBodies(fetchMock, 'PUT /api/admin/credit-packs/order')).toHaveLength(2);
    });

    it('keeps the order and everything typed when the new order is not saved, and says why', async () => {
      let refusing = true;
      const fetchMock = packsServer(undefined, (stored) =>
        refusing
          ? json(503, {
              error: 'The store is busy; try again in a moment.',
              code: 'SERVICE_UNAVAILABLE',
              requestId: 'req-42',
            })
          : stored(),
      );
      const user = userEvent.setup();
      await openPacksTab();
      const row = within(packForm('1,000 credits'));
      await user.clear(row.getByLabelText('Savings label'));
      await user.type(row.getByLabelText('Savings label'), 'Launch offer');

      await user.click(moveButton('Move the 1,000-credit pack down'));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'The new order of the packs was not saved; they stay as they were. The store is busy; try again in a moment.',
      );
      expect(alert).toHaveTextContent('req-42');
      // Shown with the pack that was moved, where the owner is looking.
      expect(alert.closest('li')).toContainElement(packForm('1,000 credits'));
      expect(packTitles()).toEqual([
        '100 credits',
        '500 credits',
        '1,000 credits',
        '2,500 credits',
        'Add a pack',
      ]);
      expect(moveButton('Move the 1,000-credit pack down')).toHaveFocus();
      expect(moveButton('Move the 1,000-credit pack down')).not.toHaveAttribute('aria-disabled');
      expect(row.getByLabelText('Savings label')).toHaveValue('Launch offer');

      // Trying again works, and the message goes.
      refusing = false;
      await user.click(moveButton('Move the 1,000-credit pack down'));
      await waitFor(() =>
        expect(packTitles().slice(2, 4)).toEqual(['2,500 credits', '1,000 credits']),
      );
      expect(screen.queryByRole('alert')).toBeNull();
      expect(row.getByLabelText('Savings label')).toHaveValue('Launch offer');
      expect(await sentBodies(fetchMock, 'PUT /api/admin/credit-packs/order')).toHaveLength(2);
    });

    it('shows the packs stored now when the order it sent left out a pack added meanwhile', async () => {
      const fetchMock = packsServer();
      const user = userEvent.setup();
      await openPacksTab();
      // Another owner adds a pack, which this tab has not seen.
      await fetch('/api/admin/credit-packs', {
        method: 'POST',
        body: JSON.stringify({
          credits: 5000,
          priceInr: 2499,
          popular: false,
          savingsLabel: null,
          active: true,
        }),
      });

      await user.click(moveButton('Move the 500-credit pack up'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        CreditPackAdminMessage.orderMissing('pack-5000'),
      );
      expect(await screen.findByRole('form', { name: '5,000 credits' })).toBeInTheDocument();

      await user.click(moveButton('Move the 500-credit pack up'));
      await waitFor(() => expect(packTitles().slice(0, 2)).toEqual(['500 credits', '100 credits']));
      expect((await sentBodies(fetchMock, 'PUT /api/admin/credit-packs/order')).at(-1)).toEqual({
        packIds: ['pack-500', 'pack-100', 'pack-1000', 'pack-2500', 'pack-5000'],
      });
    });
  });
});
