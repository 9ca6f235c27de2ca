import type { TeamRole } from '@frameshop/contract';

export const roleLabels: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/** Owners and admins manage the team's members, invites, limits and packs. */
export const manages = (role: TeamRole) => role === 'owner' || role === 'admin';
