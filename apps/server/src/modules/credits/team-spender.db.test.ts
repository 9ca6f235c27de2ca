import { TeamMessage } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { applyCreditChange, lockTeamSpender } from './credits.service';

/**
 * A member removed, or a team closed, between a request's check and its spend's lock (ADR 63):
 * the spend is refused as the check would have refused it.
 */
describe(`a team's spender locked after a removal on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A team with 100 credits and a member, its owner; answers their ids. */
  async function teamOfOne(name: string) {
    const { rows } = await database.db.execute<{ team_id: string; member_id: string }>(sql`
      with team as (
        insert into users (username, email, kind, credits)
        values (${`${name}-team`}, ${`${name}-team@example.com`}, 'team', 100) returning id
      ), member as (
        insert into users (username, email) values (${name}, ${`${name}@example.com`}) returning id
      ), named as (
        insert into teams (account_id, name) select id, ${name} from team
      ), joined as (
        insert into team_members (team_id, user_id, role)
        select team.id, member.id, 'owner' from team, member
      )
      select team.id as team_id, member.id as member_id from team, member`);
    return { teamId: rows[0]!.team_id, memberId: rows[0]!.member_id };
  }

  const spendAs = (teamId: string, memberId: string) =>
    database.db.transaction((tx) =>
      applyCreditChange(tx, {
        userId: teamId,
        delta: -10,
        reason: 'template_purchase',
        reference: `after-removal-${memberId}`,
        member: { userId: memberId, month: '2026-11-01', teamName: 'Team', monthlyLimit: null },
      }),
    );

  it('refuses a member removed since their request was checked as no member, not as an account gone', async () => {
    const { teamId, memberId } = await teamOfOne('removed-since');
    await database.db.execute(sql`delete from team_members where user_id = ${memberId}`);
    await expect(
      database.db.transaction((tx) =>
        lockTeamSpender(tx, teamId, { userId: memberId, month: '2026-11-01' }),
      ),
    ).rejects.toMatchObject({ statusCode: 403, message: TeamMessage.notMember });
    await expect(spendAs(teamId, memberId)).rejects.toMatchObject({
      statusCode: 403,
      message: TeamMessage.notMember,
    });
    const { rows } = await database.db.execute<{ credits: number }>(
      sql`select credits from users where id = ${teamId}`,
    );
    expect(Number(rows[0]!.credits)).toBe(100);
  });

  it('answers nothing for a team closed since, and still charges a member who stayed', async () => {
    const stayed = await teamOfOne('stayed');
    expect(await spendAs(stayed.teamId, stayed.memberId)).toMatchObject({
      balanceAfter: 90,
      applied: true,
    });
    const closed = await teamOfOne('closed-since');
    await database.db.execute(
      sql`update users set closed_at = now(), credits = 0 where id = ${closed.teamId}`,
    );
    const locked = await database.db.transaction((tx) =>
      lockTeamSpender(tx, closed.teamId, { userId: closed.memberId, month: '2026-11-01' }),
    );
    expect(locked).toBeUndefined();
    await expect(spendAs(closed.teamId, closed.memberId)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
