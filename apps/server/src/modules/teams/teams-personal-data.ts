import { TeamMessage } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { AppError } from '../../http/app-error';
import { creditsPersonalData } from '../credits';
import { usersPersonalData } from '../users';
import { deleteMember, membershipsOf } from './teams.repository';
import { teamInvites } from './teams.schema';

/**
 * A person's teams (ADR 59): their memberships exported; at closing, an owner of a team with
 * other members is refused until they hand it over (the message names the team), a team of one
 * is closed with its owner — its credits forfeited as a person's are — and every other
 * membership ends. Runs first, so a refusal changes nothing.
 */
export const teamsPersonalData: PersonalDataStep = {
  module: 'teams',
  tables: ['team_members', 'team_invites', 'teams'],
  async exportData(tx, userId) {
    const memberships = await membershipsOf(tx, userId);
    return {
      teamMemberships: memberships.map(({ teamId, name, role }) => ({ teamId, name, role })),
    };
  },
  async erase(tx, owner) {
    const memberships = await membershipsOf(tx, owner.id);
    const handOver = memberships.filter((team) => team.role === 'owner' && team.members > 1);
    if (handOver.length > 0) {
      throw AppError.conflict(
        TeamMessage.handOverFirst(handOver.map((team) => team.name).join(', ')),
        { teams: handOver.map((team) => team.teamId) },
      );
    }
    for (const team of memberships) {
      await deleteMember(tx, team.teamId, owner.id);
      if (team.role !== 'owner') continue;
      // A team of one closes with its owner, through the same steps as a person's account.
      const account = { id: team.teamId, email: '', phoneNumber: '', tokenVersion: 0 };
      await creditsPersonalData.erase!(tx, account);
      await usersPersonalData.erase!(tx, account);
    }
    // Invites sent to the person's address die with the account.
    await tx.delete(teamInvites).where(eq(teamInvites.email, owner.email));
  },
};
