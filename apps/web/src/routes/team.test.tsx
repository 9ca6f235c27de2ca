import { TeamMessage } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYER_STORAGE_KEY } from '../lib/payer-store';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import {
  agencyId,
  designer,
  ownerMember,
  pendingInvite,
  statement,
  teamDetail,
  teamSummary,
} from '../test/fake-teams';
import { renderApp } from '../test/render-app';

const teamPath = `/api/teams/${agencyId}`;

function stubTeam(
  detail = teamDetail(),
  extra: Record<string, (request: Request) => Response | Promise<Response>> = {},
) {
  tokenStore.save('valid-token', true);
  return stubApi({
    'GET /api/profile': () => json(200, testUser),
    'GET /api/teams': () => json(200, { teams: [teamSummary({ role: detail.role })] }),
    [`GET ${teamPath}`]: () => json(200, detail),
    [`GET ${teamPath}/members`]: () => json(200, { members: [ownerMember, designer] }),
    [`GET ${teamPath}/invites`]: () => json(200, { invites: [pendingInvite] }),
    [`GET ${teamPath}/statement`]: () => json(200, statement()),
    ...extra,
  });
}

async function openTeam() {
  const view = renderApp(`/teams/${agencyId}`);
  await screen.findByRole('heading', { level: 1, name: 'Northwind Agency' });
  return view;
}

describe('team page', () => {
  it('shows the owner the balance, members, invites and statement, and no Leave', async () => {
    stubTeam();
    await openTeam();

    expect(screen.getByTestId('team-credits')).toHaveTextContent('5,000 credits');
    const members = await screen.findByRole('region', { name: 'Members' });
    const ana = within(members).getByRole('row', { name: /Ana Ruiz/ });
    expect(within(ana).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(ana).getByRole('combobox', { name: 'Role of Ana Ruiz' })).toHaveValue('member');
    expect(within(ana).getByRole('textbox', { name: /Monthly limit of Ana Ruiz/ })).toHaveValue(
      '2000',
    );
    expect(within(ana).getByText('450 credits')).toBeInTheDocument();
    // The owner's own row can only be handed over, never edited or removed.
    const maya = within(members).getByRole('row', { name: /Maya Lin/ });
    expect(within(maya).queryByRole('button', { name: /Remove/ })).toBeNull();

    const invites = screen.getByRole('region', { name: 'Invites' });
    expect(await within(invites).findByText('li@example.com')).toBeInTheDocument();
    const entries = screen.getByRole('region', { name: 'Statement' });
    expect(await within(entries).findByText('Bought Diwali Greeting')).toBeInTheDocument();
    expect(within(entries).getByText('450 of 2,000 credits')).toBeInTheDocument();
    expect(within(entries).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave the team' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy credits for this team' })).toBeInTheDocument();
  });

  it('shows a member their own limit and Leave, and none of the members’ data', async () => {
    const fetchMock = stubTeam(
      teamDetail({ role: 'member', monthlyLimit: 2000, spentThisMonth: 450 }),
    );
    await openTeam();

    expect(
      screen.getByText(
        /Your monthly limit: 2,000 credits · spent this month 450 credits · 1,550 credits left/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the team' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy credits for this team' })).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).not.toContain(`${teamPath}/members`);
    expect(asked).not.toContain(`${teamPath}/statement`);
  });

  it('changes a member’s limit (empty for none) and shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const fetchMock = stubTeam(teamDetail({ role: 'admin' }), {
      [`PATCH ${teamPath}/members/${designer.userId}`]: () =>
        refuse
          ? json(403, { error: TeamMessage.needsRole('owner'), code: 'FORBIDDEN' })
          : json(200, { ...designer, monthlyLimit: null }),
    });
    await openTeam();
    const members = await screen.findByRole('region', { name: 'Members' });
    const limit = await within(members).findByRole('textbox', {
      name: /Monthly limit of Ana Ruiz/,
    });

    await user.clear(limit);
    await user.click(within(members).getByRole('button', { name: 'Save the limit of Ana Ruiz' }));
    await waitFor(async () =>
      expect(await sentBodies(fetchMock, `PATCH ${teamPath}/members/${designer.userId}`)).toEqual([
        { monthlyLimit: null },
      ]),
    );

    refuse = true;
    await user.type(limit, '500');
    await user.click(within(members).getByRole('button', { name: 'Save the limit of Ana Ruiz' }));
    expect(await within(members).findByRole('alert')).toHaveTextContent(
      "Only the team's owner can do this.",
    );
  });

  it('invites by email with a role and a limit, and names an invite refusal', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchMock = stubTeam(teamDetail(), {
      [`POST ${teamPath}/invites`]: () => {
        calls += 1;
        return calls === 1
          ? json(201, { invite: { ...pendingInvite, email: 'sam@example.com' } })
          : json(429, { error: TeamMessage.invitesPerHour, code: 'RATE_LIMITED' });
      },
    });
    await openTeam();
    const form = await screen.findByRole('form', { name: 'Invite someone' });

    await user.type(within(form).getByLabelText('Email'), 'sam@example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await user.type(within(form).getByLabelText('Monthly limit (credits)'), '3000');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));

    expect(await within(form).findByText(/Invite sent to sam@example.com/)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, `POST ${teamPath}/invites`)).toEqual([
      { email: 'sam@example.com', role: 'admin', monthlyLimit: 3000 },
    ]);

    await user.type(within(form).getByLabelText('Email'), 'kim@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(TeamMessage.invitesPerHour);
  });

  it('pays as the team before opening Buy Credits for it', async () => {
    const user = userEvent.setup();
    stubTeam();
    const { router } = await openTeam();

    await user.click(screen.getByRole('button', { name: 'Buy credits for this team' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/buy-credits'));
    expect(localStorage.getItem(PAYER_STORAGE_KEY)).toBe(agencyId);
    expect(await screen.findByText(/Buying for the team/)).toHaveTextContent(
      'Buying for the team Northwind Agency. Its balance: 5,000 credits',
    );
  });

  it('says so when the team is not one of the person’s', async () => {
    stubTeam(teamDetail(), {
      [`GET ${teamPath}`]: () => json(404, { error: TeamMessage.notFound, code: 'NOT_FOUND' }),
    });
    renderApp(`/teams/${agencyId}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(TeamMessage.notFound)).toBeInTheDocument();
  });
});
