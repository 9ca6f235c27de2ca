import { TEAM_INVITE_DAYS } from '@frameshop/contract';
import type { InviteRow } from './teams.repository';

/** The mail that carries an invite's link: who invites, to which team, as what, until when. */
export function inviteMail(input: {
  teamName: string;
  inviter: string | undefined;
  inviteUrl: string;
  invite: Pick<InviteRow, 'role' | 'monthlyLimit'>;
}): { subject: string; text: string } {
  const { teamName, inviter, inviteUrl, invite } = input;
  const limit =
    invite.monthlyLimit === null
      ? ''
      : ` You may spend up to ${invite.monthlyLimit.toLocaleString('en-US')} credits of the team's balance a month.`;
  return {
    subject: `Join ${teamName} on Frameshop`,
    text:
      `${inviter ?? 'A member'} invites you to join ${teamName} on Frameshop as ${invite.role === 'admin' ? 'an admin' : 'a member'}.${limit}\n\n` +
      `Accept the invite (sign in or sign up with this email address first):\n${inviteUrl}\n\n` +
      `The link works once, for ${TEAM_INVITE_DAYS} days. If you did not expect it, ignore this mail.\n`,
  };
}
