import type { AdminUser, AdminUsersResponse } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { tokenStore } from '../lib/token-store';
import { json, stubApi, testUser } from '../test/fake-api';
import { ADMIN_TOKEN } from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

/** A row of the Users table, a person's unless `changes` say otherwise. */
function adminUser(changes: Partial<AdminUser>): AdminUser {
  return {
    id: crypto.randomUUID(),
    kind: 'person',
    username: 'someone',
    actualName: 'Someone',
    email: 'someone@example.com',
    isGoogleUser: false,
    role: 'user',
    credits: 100,
    createdAt: '2026-04-01T10:00:00.000Z',
    closedAt: null,
    creditsPurchased: 0,
    moneySpent: 0,
    templatesPurchased: [],
    purchaseCount: 0,
    filteredCreditsPurchased: 0,
    filteredMoneySpent: 0,
    filteredTemplatesPurchased: [],
    filteredPurchaseCount: 0,
    ...changes,
  };
}

function usersAnswer(users: AdminUser[]): AdminUsersResponse {
  return {
    range: { period: 'all', from: null, to: '2026-05-01', timeZone: 'Asia/Kolkata' },
    users,
    totalUsers: users.length,
    matchingUsers: users.length,
    page: 1,
    pageSize: 20,
    totalPurchases: 0,
    totalRevenue: 0,
    payingUsers: 0,
  };
}

beforeEach(() => {
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
});

describe('the Users tab', () => {
  it("marks a team's account with a Team badge, and a person's with none", async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/users': () =>
        json(
          200,
          usersAnswer([
            adminUser({ actualName: 'Ravi Kumar', email: 'ravi@example.com' }),
            adminUser({
              kind: 'team',
              username: 'team-1',
              actualName: 'Studio Nine',
              email: 'team-1@teams.invalid',
            }),
          ]),
        ),
    });
    renderApp('/internal-dashboard-admin?tab=users');

    const team = (await screen.findByText('Studio Nine')).closest('tr')!;
    expect(within(team).getByText('Team')).toBeInTheDocument();
    // A team's account is signed in to by no one: its members sign in as themselves.
    expect(within(team).queryByText('Email User')).not.toBeInTheDocument();
    const person = screen.getByText('Ravi Kumar').closest('tr')!;
    expect(within(person).queryByText('Team')).not.toBeInTheDocument();
    expect(within(person).getByText('Email User')).toBeInTheDocument();
  });
});
