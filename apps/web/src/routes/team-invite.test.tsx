import { TeamMessage, TEAM_HEADER } from '@frameshop/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYER_STORAGE_KEY } from '../lib/payer-store';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import { agencyId, teamDetail, teamSummary } from '../test/fake-teams';
import { renderApp } from '../test/render-app';

const invitePage = '/team-invite?token=tok_123';

function signedIn(accept: () => Response) {
  tokenStore.save('valid-token', true);
  let joined = false;
  return stubApi({
    'GET /api/profile': () => json(200, testUser),
    'GET /api/teams': () => json(200, { teams: joined ? [teamSummary({ role: 'member' })] : [] }),
    'POST /api/team-invites/accept': () => {
      const answer = accept();
      joined = answer.ok;
      return answer;
    },
    [`GET /api/teams/${agencyId}`]: () => json(200, teamDetail({ role: 'member' })),
  });
}

describe('accepting a team invite', () => {
  it('offers a visitor Sign in and Create an account, each coming back to the invite', async () => {
    stubApi({});
    const { router } = renderApp(invitePage);

    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: invitePage });
    // Signing up instead of in keeps the way back: the login link carries it too.
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: invitePage });
  });

  it('joins the team, pays from it and opens its page', async () => {
    const user = userEvent.setup();
    const fetchMock = signedIn(() => json(200, { teamId: agencyId, role: 'member' }));
    const { router } = renderApp(invitePage);

    await user.click(await screen.findByRole('button', { name: 'Accept invite' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northwind Agency' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/teams/${agencyId}`);
    expect(localStorage.getItem(PAYER_STORAGE_KEY)).toBe(agencyId);
    expect(await sentBodies(fetchMock, 'POST /api/team-invites/accept')).toEqual([
      { token: 'tok_123' },
    ]);
    // From then on the person pays as the team.
    const lastTeamRead = fetchMock.mock.calls
      .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
      .filter((request) => new URL(request.url).pathname === `/api/teams/${agencyId}`)
      .at(-1);
    expect(lastTeamRead?.headers.get(TEAM_HEADER)).toBe(agencyId);
  });

  it.each([
    [403, TeamMessage.inviteWrongEmail('ana@example.com')],
    [403, TeamMessage.inviteEmailUnverified],
    [410, TeamMessage.inviteGone],
  ])('shows a %i refusal in the server’s words and stays', async (status, message) => {
    const user = userEvent.setup();
    signedIn(() => json(status, { error: message, code: status === 410 ? 'GONE' : 'FORBIDDEN' }));
    const { router } = renderApp(invitePage);

    await user.click(await screen.findByRole('button', { name: 'Accept invite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/team-invite');
    expect(localStorage.getItem(PAYER_STORAGE_KEY)).toBeNull();
  });

  it('says an invite link without its token is incomplete', async () => {
    stubApi({});
    renderApp('/team-invite');

    expect(await screen.findByText(/This invite link is incomplete/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept invite' })).toBeNull());
  });
});
