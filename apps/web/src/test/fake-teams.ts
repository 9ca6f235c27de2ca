import type {
  TeamDetail,
  TeamInvite,
  TeamMember,
  TeamStatement,
  TeamSummary,
} from '@frameshop/contract';
import { testUser } from './fake-api';

export const agencyId = '3f1c2b4a-7d6e-4f80-9a1b-2c3d4e5f6a7b';
export const brandId = '6a5b4c3d-2e1f-4a0b-8c9d-0e1f2a3b4c5d';

export function teamSummary(changes: Partial<TeamSummary> = {}): TeamSummary {
  return { teamId: agencyId, name: 'Northwind Agency', credits: 5000, role: 'owner', ...changes };
}

export function teamDetail(changes: Partial<TeamDetail> = {}): TeamDetail {
  return { ...teamSummary(), monthlyLimit: null, spentThisMonth: 0, ...changes };
}

export const ownerMember: TeamMember = {
  userId: testUser.id,
  name: 'Maya Lin',
  email: testUser.email,
  role: 'owner',
  monthlyLimit: null,
  spentThisMonth: 120,
};

export const designer: TeamMember = {
  userId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  role: 'member',
  monthlyLimit: 2000,
  spentThisMonth: 450,
};

export const pendingInvite: TeamInvite = {
  inviteId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  email: 'li@example.com',
  role: 'admin',
  monthlyLimit: null,
  expiresAt: '2026-12-05T10:00:00.000Z',
};

export function statement(changes: Partial<TeamStatement> = {}): TeamStatement {
  return {
    entries: [
      {
        id: 2,
        at: '2026-11-20T10:00:00.000Z',
        kind: 'spent',
        delta: -450,
        balanceAfter: 5000,
        description: 'Bought Diwali Greeting',
        receiptNumber: null,
        memberName: 'Ana Ruiz',
      },
    ],
    nextBefore: null,
    members: [
      { userId: ownerMember.userId, name: 'Maya Lin', monthlyLimit: null, spentThisMonth: 120 },
      { userId: designer.userId, name: 'Ana Ruiz', monthlyLimit: 2000, spentThisMonth: 450 },
    ],
    ...changes,
  };
}
