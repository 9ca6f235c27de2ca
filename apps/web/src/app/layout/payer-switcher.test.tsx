import { NOT_A_TEAM_MEMBER, TEAM_HEADER } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYER_STORAGE_KEY } from '../../lib/payer-store';
import { tokenStore } from '../../lib/token-store';
import { json, stubApi, testUser } from '../../test/fake-api';
import { agencyId, brandId, teamSummary } from '../../test/fake-teams';
import { renderApp } from '../../test/render-app';

const teams = [
  teamSummary(),
  teamSummary({ teamId: brandId, name: 'Acme Brand', credits: 800, role: 'member' }),
];

/** The team each call to "METHOD /path" named in its header, in call order (null: none). */
function payersOf(fetchMock: ReturnType<typeof stubApi>, key: string): (string | null)[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key)
    .map((request) => request.headers.get(TEAM_HEADER));
}

function signedInWithTeams(
  extra: Record<string, (request: Request) => Response> = {},
  listed = teams,
) {
  tokenStore.save('valid-token', true);
  return stubApi({
    'GET /api/profile': () => json(200, testUser),
    'GET /api/teams': () => json(200, { teams: listed }),
    'GET /api/user-credits': () => json(200, { credits: testUser.credits }),
    ...extra,
  });
}

const banner = () => screen.getByRole('banner');

describe('Paying from', () => {
  it('is not offered to someone in no team', async () => {
    signedInWithTeams({}, []);
    renderApp('/faq');

    await within(banner()).findAllByTestId('credit-balance');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(within(banner()).queryByRole('button', { name: /Paying from/ })).toBeNull();
  });

  it('pays as the chosen team: names it on every request, shows its balance, and remembers it', async () => {
    const user = userEvent.setup();
    const fetchMock = signedInWithTeams({ 'GET /api/cart': () => json(200, emptyCart) });
    renderApp('/faq');

    const switcher = await within(banner()).findByRole('button', {
      name: 'Paying from Me: 1,250 credits',
    });
    await user.click(switcher);
    const choices = within(banner()).getAllByRole('list', { name: 'Paying from' })[0]!;
    expect(within(choices).getByRole('button', { name: /Me/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(choices).getByRole('button', { name: /Northwind Agency/ }));

    expect(
      await within(banner()).findByRole('button', {
        name: 'Paying from Northwind Agency: 5,000 credits',
      }),
    ).toHaveFocus();
    expect(localStorage.getItem(PAYER_STORAGE_KEY)).toBe(agencyId);
    expect(await screen.findByText('Paying from Northwind Agency.')).toBeInTheDocument();
    // What depends on the payer is asked again, as the team.
    await waitFor(() => expect(payersOf(fetchMock, 'GET /api/cart').at(-1)).toBe(agencyId));
    expect(payersOf(fetchMock, 'GET /api/cart')[0]).toBeNull();
    // The person's own balance is still asked as the person, for "Me" in the list.
    await waitFor(() => expect(payersOf(fetchMock, 'GET /api/user-credits')).toContain(null));
  });

  it('goes back to Me at once when an answer says the person is no longer a member', async () => {
    localStorage.setItem(PAYER_STORAGE_KEY, agencyId);
    let refused = false;
    const fetchMock = signedInWithTeams({
      'GET /api/cart': (request) => {
        if (request.headers.get(TEAM_HEADER) === agencyId) {
          refused = true;
          return json(403, { error: NOT_A_TEAM_MEMBER, code: 'FORBIDDEN' });
        }
        return json(200, emptyCart);
      },
    });
    renderApp('/faq');

    await waitFor(() => expect(refused).toBe(true));
    await waitFor(() => expect(localStorage.getItem(PAYER_STORAGE_KEY)).toBeNull());
    expect(
      await within(banner()).findByRole('button', { name: /Paying from Me/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(payersOf(fetchMock, 'GET /api/cart').at(-1)).toBeNull());
  });

  it('goes back to Me when the chosen team is not among the person’s teams', async () => {
    localStorage.setItem(PAYER_STORAGE_KEY, '0f0e0d0c-0b0a-4909-8807-060504030201');
    signedInWithTeams();
    renderApp('/faq');

    expect(
      await within(banner()).findByRole('button', { name: /Paying from Me/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(PAYER_STORAGE_KEY)).toBeNull());
  });

  it('offers the payers in the phone menu too, and says which one pays beside the balance', async () => {
    const user = userEvent.setup();
    localStorage.setItem(PAYER_STORAGE_KEY, brandId);
    signedInWithTeams();
    renderApp('/faq');

    await within(banner()).findByRole('button', { name: /Paying from Acme Brand/ });
    const balances = within(banner()).getAllByTestId('credit-balance');
    expect(
      balances.some((balance) =>
        /800 credits, paying from Acme Brand/.test(balance.textContent ?? ''),
      ),
    ).toBe(true);
    await user.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const phoneMenu = within(banner())
      .getAllByRole('list', { name: 'Paying from' })
      .find((list) => list.closest('[id]')?.getAttribute('hidden') === null)!;
    await user.click(within(phoneMenu).getByRole('button', { name: /Me/ }));
    await waitFor(() => expect(localStorage.getItem(PAYER_STORAGE_KEY)).toBeNull());
  });
});

const emptyCart = { lines: [], itemCount: 0, subtotal: 0, tax: 0, total: 0 };
