import { randomUUID } from 'node:crypto';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, TEAM_HEADER, TeamMessage } from '@frameshop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  creditLedger,
  licences,
  receipts,
  teamInvites,
  teamMemberMonths,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { newAccount, registerAccount } from '../../test-support/accounts-fixture';
import {
  caller,
  insertSaleTemplates,
  setBalance,
  spendingAnomalies,
  useSaleApp,
} from '../../test-support/commerce-fixture';
import { testConfig, testSecrets } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { createCommerceService } from '../commerce';
import { createMediaStorage } from '../media';
import { storedTemplateSources } from '../renders';
import { storeMonthOf } from './store-month';

/**
 * Teams (ADR 59) through the HTTP API: making one, invites, roles, paying as the team with
 * `Frameshop-Team`, monthly limits under a crowd of members, and every other team's id refused.
 */
describe(`teams on ${testEngine}`, () => {
  const sale = useSaleApp(
    {
      intro: { name: 'Team Intro', price: 120 },
      frame: { name: 'Team Frame', kind: 'image', price: 40 },
    },
    { RATE_LIMIT_MAX: '1000000' },
  );
  const { ids } = sale;
  const app = () => sale.testApp.app;
  const db = () => sale.testApp.database.db;

  async function person() {
    const account = newAccount();
    const registered = await registerAccount(app(), account);
    return {
      userId: registered.user.id,
      email: account.email,
      call: caller(app(), registered.token),
    };
  }
  type Person = Awaited<ReturnType<typeof person>>;
  const asTeam = (teamId: string) => ({ [TEAM_HEADER]: teamId });

  /** `count` image templates for sale at `price`, named `name 0`, `name 1`… */
  const imageTemplates = (count: number, name: string, price: number) =>
    insertSaleTemplates(
      db(),
      Array.from({ length: count }, (_, index) => ({
        name: `${name} ${index}`,
        kind: 'image' as const,
        price,
      })),
    );

  async function teamOf(owner: Person, name = 'Studio Nine') {
    const made = await owner.call('POST', '/api/teams', { name });
    expect(made.statusCode).toBe(201);
    return made.json().team.teamId as string;
  }

  /** The token in the newest invite mail to `email`. */
  async function mailedToken(email: string) {
    const box = await app().inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { accept: 'application/json' },
    });
    const mail = (box.json().messages as { to: string; text: string }[]).find(
      (m) => m.to === email,
    );
    const token = mail && /team-invite\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no invite was mailed to ${email}`);
    return token;
  }

  async function join(owner: Person, teamId: string, invitee: Person, extra: object = {}) {
    const invited = await owner.call('POST', `/api/teams/${teamId}/invites`, {
      email: invitee.email,
      role: 'member',
      ...extra,
    });
    expect(invited.statusCode).toBe(201);
    const accepted = await invitee.call('POST', '/api/team-invites/accept', {
      token: await mailedToken(invitee.email),
    });
    expect(accepted.statusCode).toBe(200);
  }

  it('makes a team with its maker as owner, an account of its own with a balance of 0', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    const listed = await owner.call('GET', '/api/teams');
    expect(listed.json().teams).toEqual([
      { teamId, name: 'Studio Nine', credits: 0, role: 'owner' },
    ]);
    const detail = await owner.call('GET', `/api/teams/${teamId}`);
    expect(detail.json()).toMatchObject({ role: 'owner', monthlyLimit: null, spentThisMonth: 0 });
    const [row] = await db().select().from(users).where(eq(users.id, teamId));
    expect(row).toMatchObject({ kind: 'team', passwordHash: null, credits: 0 });
    expect((await owner.call('POST', '/api/teams', { name: '  ' })).statusCode).toBe(400);
  });

  it("answers 404 for another team's id on every team route, and 403 for its header", async () => {
    const owner = await person();
    const stranger = await person();
    const teamId = await teamOf(owner);
    const routes: [string, string, object?][] = [
      ['GET', `/api/teams/${teamId}`],
      ['PATCH', `/api/teams/${teamId}`, { name: 'Mine now' }],
      ['POST', `/api/teams/${teamId}/invites`, { email: stranger.email, role: 'admin' }],
      ['GET', `/api/teams/${teamId}/invites`],
      ['DELETE', `/api/teams/${teamId}/invites/${crypto.randomUUID()}`],
      ['GET', `/api/teams/${teamId}/members`],
      ['PATCH', `/api/teams/${teamId}/members/${owner.userId}`, { monthlyLimit: 1 }],
      ['DELETE', `/api/teams/${teamId}/members/${owner.userId}`],
      ['POST', `/api/teams/${teamId}/leave`, {}],
      ['POST', `/api/teams/${teamId}/owner`, { userId: stranger.userId }],
      ['GET', `/api/teams/${teamId}/statement`],
      ['GET', `/api/teams/${teamId}/statement?format=csv`],
    ];
    for (const [method, url, body] of routes) {
      const answer = await stranger.call(method as 'GET', url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const asIt = await stranger.call('GET', '/api/user-credits', undefined, asTeam(teamId));
    expect(asIt.statusCode).toBe(403);
    expect(asIt.json().error).toBe(TeamMessage.notMember);
    const key = await stranger.call('POST', '/api/keys', { name: 'x', scopes: ['read'], teamId });
    expect(key.statusCode).toBe(404);
  });

  it('takes an invite once, for the invited address only, until it expires or is revoked', async () => {
    const owner = await person();
    const invitee = await person();
    const other = await person();
    const teamId = await teamOf(owner);
    const invited = await owner.call('POST', `/api/teams/${teamId}/invites`, {
      email: invitee.email.toUpperCase(),
      role: 'admin',
      monthlyLimit: 300,
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invite).toMatchObject({
      email: invitee.email,
      role: 'admin',
      monthlyLimit: 300,
    });
    const token = await mailedToken(invitee.email);
    const [kept] = await db().select().from(teamInvites).where(eq(teamInvites.teamId, teamId));
    expect(kept!.tokenHash).not.toContain(token);

    const wrong = await other.call('POST', '/api/team-invites/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(TeamMessage.inviteWrongEmail(invitee.email));
    const accepted = await invitee.call('POST', '/api/team-invites/accept', { token });
    expect(accepted.json()).toEqual({ teamId, role: 'admin' });
    const again = await invitee.call('POST', '/api/team-invites/accept', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe(ErrorCode.Gone);

    const late = await person();
    await owner.call('POST', `/api/teams/${teamId}/invites`, { email: late.email, role: 'member' });
    await db()
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.email, late.email));
    const expired = await late.call('POST', '/api/team-invites/accept', {
      token: await mailedToken(late.email),
    });
    expect(expired.statusCode).toBe(410);

    const revokedPerson = await person();
    const made = await owner.call('POST', `/api/teams/${teamId}/invites`, {
      email: revokedPerson.email,
      role: 'member',
    });
    const inviteId = made.json().invite.inviteId as string;
    const pending = await owner.call('GET', `/api/teams/${teamId}/invites`);
    expect(pending.json().invites.map((i: { inviteId: string }) => i.inviteId)).toContain(inviteId);
    expect(
      (await owner.call('DELETE', `/api/teams/${teamId}/invites/${inviteId}`)).statusCode,
    ).toBe(200);
    const revoked = await revokedPerson.call('POST', '/api/team-invites/accept', {
      token: await mailedToken(revokedPerson.email),
    });
    expect(revoked.statusCode).toBe(410);
    const garbage = await revokedPerson.call('POST', '/api/team-invites/accept', { token: 'nope' });
    expect(garbage.statusCode).toBe(410);
  });

  it('limits invites to 20 an hour and members to TEAM_MAX_MEMBERS, naming each limit', async () => {
    const owner = await person();
    const teamId = await teamOf(owner);
    for (let i = 0; i < 20; i += 1) {
      const made = await owner.call('POST', `/api/teams/${teamId}/invites`, {
        email: `x${i}-${teamId}@example.com`,
        role: 'member',
      });
      expect(made.statusCode).toBe(201);
      if (i < 19)
        await db()
          .update(teamInvites)
          .set({ revokedAt: new Date() })
          .where(eq(teamInvites.email, `x${i}-${teamId}@example.com`));
    }
    const past = await owner.call('POST', `/api/teams/${teamId}/invites`, {
      email: `y-${teamId}@example.com`,
      role: 'member',
    });
    expect(past.statusCode).toBe(429);
    expect(past.json().error).toBe(TeamMessage.invitesPerHour);
    // 50 members with pending invites: an hour later, invites are still refused by the member cap.
    await db()
      .update(teamInvites)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000), revokedAt: null })
      .where(eq(teamInvites.teamId, teamId));
    const pendingNow = await owner.call('GET', `/api/teams/${teamId}/invites`);
    expect(pendingNow.json().invites).toHaveLength(20);
    for (let i = 0; i < 20; i += 1)
      await owner.call('POST', `/api/teams/${teamId}/invites`, {
        email: `z${i}-${teamId}@example.com`,
        role: 'member',
      });
    await db()
      .update(teamInvites)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(teamInvites.teamId, teamId));
    for (let i = 0; i < 9; i += 1)
      await owner.call('POST', `/api/teams/${teamId}/invites`, {
        email: `w${i}-${teamId}@example.com`,
        role: 'member',
      });
    const full = await owner.call('POST', `/api/teams/${teamId}/invites`, {
      email: `v-${teamId}@example.com`,
      role: 'member',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(TeamMessage.tooManyMembers(50));
  });

  it("pays as the team: the team's balance, its licence seen owned by every member, a non-member refused", async () => {
    const owner = await person();
    const designer = await person();
    const teamId = await teamOf(owner);
    await join(owner, teamId, designer);
    await setBalance(db(), teamId, 0, 500);

    const bought = await designer.call(
      'POST',
      '/api/purchase-template',
      { templateId: ids.intro },
      asTeam(teamId),
    );
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ creditsCharged: 120, remainingCredits: 380 });
    const owned = await db().select().from(licences).where(eq(licences.userId, teamId));
    expect(owned).toHaveLength(1);
    expect(
      await db().select().from(licences).where(eq(licences.userId, designer.userId)),
    ).toHaveLength(0);

    const ownerSees = await owner.call('GET', '/api/purchases', undefined, asTeam(teamId));
    expect(
      ownerSees
        .json()
        .purchases.map((p: { template: { templateId: string } }) => p.template.templateId),
    ).toContain(ids.intro);
    const personally = await owner.call('GET', '/api/purchases');
    expect(personally.json().purchases).toEqual([]);
    const again = await owner.call(
      'POST',
      '/api/purchase-template',
      { templateId: ids.intro },
      asTeam(teamId),
    );
    expect(again.json()).toMatchObject({ alreadyPurchased: true, creditsCharged: 0 });

    const [spend] = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, teamId))
      .then((rows) => rows.filter((row) => row.delta < 0));
    expect(spend!.memberUserId).toBe(designer.userId);
    const credits = await designer.call('GET', '/api/user-credits', undefined, asTeam(teamId));
    expect(credits.json()).toEqual({ credits: 380, remainingThisMonth: null });
    expect(await spendingAnomalies(db(), teamId)).toEqual([]);

    const memberPack = await designer.call(
      'POST',
      '/api/create-razorpay-order',
      { packId: 'any' },
      asTeam(teamId),
    );
    expect(memberPack.statusCode).toBe(403);
    expect(memberPack.json().error).toBe(TeamMessage.needsRole('owner or admins'));
    const invite = await designer.call('POST', `/api/teams/${teamId}/invites`, {
      email: 'a@example.com',
      role: 'member',
    });
    expect(invite.statusCode).toBe(403);

    const statement = await owner.call('GET', `/api/teams/${teamId}/statement`);
    expect(statement.json().entries[0]).toMatchObject({ delta: -120, memberName: 'Test Person' });
    const csv = await owner.call('GET', `/api/teams/${teamId}/statement?format=csv`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Test Person');
  });

  it("credits a pack bought for the team to it, naming the buyer on the statement and mailing them the team's receipt", async () => {
    const owner = await person();
    const admin = await person();
    const teamId = await teamOf(owner, 'Pack Studio');
    await join(owner, teamId, admin);
    const promoted = await owner.call('PATCH', `/api/teams/${teamId}/members/${admin.userId}`, {
      role: 'admin',
    });
    expect(promoted.statusCode).toBe(200);

    const ordered = await admin.call(
      'POST',
      '/api/create-razorpay-order',
      { packId: 'pack-500' },
      asTeam(teamId),
    );
    expect(ordered.statusCode, ordered.body).toBe(200);
    const { orderId } = ordered.json();
    // The owner's order of the same pack is an order of their own, not the admin's handed out again.
    const ownersOrder = await owner.call(
      'POST',
      '/api/create-razorpay-order',
      { packId: 'pack-500' },
      asTeam(teamId),
    );
    expect(ownersOrder.json().orderId).not.toBe(orderId);
    const paid = await admin.call(
      'POST',
      '/api/sandbox-payments',
      { orderId, outcome: 'paid' },
      asTeam(teamId),
    );
    const verified = await admin.call(
      'POST',
      '/api/verify-razorpay-payment',
      paid.json(),
      asTeam(teamId),
    );
    expect(verified.json()).toMatchObject({ success: true, newCreditsBalance: 500 });

    const statement = await owner.call('GET', `/api/teams/${teamId}/statement`);
    expect(statement.json().entries[0]).toMatchObject({ delta: 500, memberName: 'Test Person' });
    const [receipt] = await db().select().from(receipts).where(eq(receipts.userId, teamId));
    expect(receipt).toMatchObject({ buyerName: 'Pack Studio', buyerEmail: admin.email });
    expect(await spendingAnomalies(db(), teamId)).toEqual([]);
  });

  it('refuses a spend past the monthly limit naming the limit, what is spent and what is left', async () => {
    const owner = await person();
    const designer = await person();
    const teamId = await teamOf(owner);
    await join(owner, teamId, designer, { monthlyLimit: 150 });
    await setBalance(db(), teamId, 0, 1000);
    const first = await designer.call(
      'POST',
      '/api/purchase-template',
      { templateId: ids.intro },
      asTeam(teamId),
    );
    expect(first.statusCode).toBe(200);
    const second = await designer.call(
      'POST',
      '/api/purchase-template',
      { templateId: ids.frame },
      asTeam(teamId),
    );
    expect(second.statusCode).toBe(402);
    expect(second.json()).toMatchObject({
      code: ErrorCode.MonthlyLimitReached,
      error: TeamMessage.overLimit(150, 120),
      monthlyLimit: 150,
      spentThisMonth: 120,
      remainingThisMonth: 30,
    });
    const credits = await designer.call('GET', '/api/user-credits', undefined, asTeam(teamId));
    expect(credits.json()).toEqual({ credits: 880, remainingThisMonth: 30 });
    // The owner raises the limit: the next spend goes through.
    const raised = await owner.call('PATCH', `/api/teams/${teamId}/members/${designer.userId}`, {
      monthlyLimit: 200,
    });
    expect(raised.json()).toMatchObject({ monthlyLimit: 200, spentThisMonth: 120 });
    const third = await designer.call(
      'POST',
      '/api/purchase-template',
      { templateId: ids.frame },
      asTeam(teamId),
    );
    expect(third.statusCode).toBe(200);
    // Low on the team's balance: 402 naming the team.
    await setBalance(db(), teamId, 840, 10);
    const [more] = await insertSaleTemplates(db(), [{ name: 'Extra', kind: 'image', price: 20 }]);
    const low = await owner.call(
      'POST',
      '/api/purchase-template',
      { templateId: String(more!.id) },
      asTeam(teamId),
    );
    expect(low.statusCode).toBe(402);
    expect(low.json().error).toBe(TeamMessage.teamBalanceLow('Studio Nine'));
  });

  it('keeps the balance and every limit under 8 members spending 5 times each at once', async () => {
    const owner = await person();
    const teamId = await teamOf(owner, 'Crowd');
    const members = await Promise.all(Array.from({ length: 8 }, () => person()));
    for (const [index, member] of members.entries()) {
      // Half the members may buy 2 of their 5; the others have no limit.
      await join(owner, teamId, member, index % 2 === 0 ? { monthlyLimit: 30 } : {});
    }
    const templates = await imageTemplates(40, 'Crowd', 15);
    const balance = 15 * 22;
    await setBalance(db(), teamId, 0, balance);
    const answers = await Promise.all(
      members.flatMap((member, m) =>
        Array.from({ length: 5 }, (_, n) =>
          member.call(
            'POST',
            '/api/purchase-template',
            { templateId: String(templates[m * 5 + n]!.id) },
            asTeam(teamId),
          ),
        ),
      ),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200).length;
    expect(answers.every((answer) => [200, 402].includes(answer.statusCode))).toBe(true);
    const [team] = await db().select().from(users).where(eq(users.id, teamId));
    expect(team!.credits).toBe(balance - ok * 15);
    expect(team!.credits).toBeGreaterThanOrEqual(0);
    expect(await spendingAnomalies(db(), teamId)).toEqual([]);
    const ledger = await db().select().from(creditLedger).where(eq(creditLedger.userId, teamId));
    const months = await db()
      .select()
      .from(teamMemberMonths)
      .where(eq(teamMemberMonths.teamId, teamId));
    for (const [index, member] of members.entries()) {
      const spent = ledger
        .filter((row) => row.memberUserId === member.userId)
        .reduce((sum, row) => sum - row.delta, 0);
      if (index % 2 === 0) expect(spent).toBeLessThanOrEqual(30);
      expect(months.find((row) => row.userId === member.userId)?.spent ?? 0).toBe(spent);
    }
    // 4 limited members buy at most 2 each; the balance covers 22 in all: it runs out, not the limits.
    expect(ok).toBe(Math.min(22, 4 * 2 + 4 * 5));
  });

  /**
   * Purchases as the team asked of one commerce service in one turn of the event loop, as requests
   * arriving together are: they go together once the turn ends (ADR 66).
   */
  function buyInOneTurn(
    teamId: string,
    wanted: { member: Person; templateId: number; key?: string; expectedPrice?: number }[],
  ) {
    const commerce = createCommerceService({
      db: db(),
      storage: createMediaStorage(testConfig(), testSecrets),
      templateSources: storedTemplateSources,
    });
    const month = storeMonthOf(new Date(), testConfig().storeTimeZone);
    return wanted.map(({ member, templateId, key, expectedPrice }) =>
      commerce.purchase(
        { userId: teamId, claimedMember: { userId: member.userId, month }, isIndianUser: false },
        templateId,
        expectedPrice,
        key,
      ),
    );
  }

  /** The team's spends in the ledger's order, each with the transaction that wrote it. */
  async function spendsOf(teamId: string) {
    const { rows } = await db().execute<{
      xmin: string;
      id: string;
      reference: string;
      balance_after: number;
    }>(
      sql`select xmin::text, id::text, reference, balance_after from "credit_ledger"
          where user_id = ${teamId} and delta < 0 order by id`,
    );
    return rows;
  }

  // ADR 66: a team's purchases asked together in a process go in one transaction.
  it('charges purchases made at once together, each with its ledger row, licence, month and kept answer', async () => {
    const owner = await person();
    const teamId = await teamOf(owner, 'Together');
    const members = await Promise.all(Array.from({ length: 8 }, () => person()));
    for (const member of members) await join(owner, teamId, member);
    const templates = await imageTemplates(8, 'Together', 25);
    await setBalance(db(), teamId, 0, 1000);
    // Crossed by the purchases' fifth (1000 - 5 × 25 = 875 < 880): once, with the balances around it.
    const [endpoint] = await db()
      .insert(webhookEndpoints)
      .values({
        userId: teamId,
        url: 'https://hooks.example.com/credits',
        events: ['credits.low'],
        creditsLowThreshold: 880,
        secret: 'whsec_test',
      })
      .returning();
    const keys = members.map(() => `together-${randomUUID()}`);
    // Asked in one turn of the event loop: they go together once it ends.
    const bodies = await Promise.all(
      buyInOneTurn(
        teamId,
        members.map((member, at) => ({ member, templateId: templates[at]!.id, key: keys[at] })),
      ),
    );
    expect(bodies.every((body) => !body.alreadyPurchased)).toBe(true);
    // Each answer names the balance its own charge left: 975, 950, … 800, one each.
    expect(bodies.map((body) => body.remainingCredits).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 8 }, (_, at) => 1000 - 25 * (at + 1)),
    );
    // A retry with its key gets its first answer back, as kept by the charge's statement.
    const retried = await Promise.all(
      members.map((member, at) =>
        member.call(
          'POST',
          '/api/purchase-template',
          { templateId: String(templates[at]!.id) },
          { ...asTeam(teamId), [IDEMPOTENCY_KEY_HEADER]: keys[at]! },
        ),
      ),
    );
    expect(retried.map((answer) => answer.json())).toEqual(bodies);

    const rows = await spendsOf(teamId);
    expect(rows).toHaveLength(8);
    // In the ledger's order, each row's balance after is 25 below the one before.
    expect(rows.map((row) => row.balance_after)).toEqual(
      Array.from({ length: 8 }, (_, at) => 1000 - 25 * (at + 1)),
    );
    // One transaction: asked in one turn of the event loop, they went together.
    expect(new Set(rows.map((row) => row.xmin)).size).toBe(1);
    const owned = await db().select().from(licences).where(eq(licences.userId, teamId));
    expect(owned.map((licence) => licence.ledgerId).sort()).toEqual(
      rows.map((row) => Number(row.id)).sort(),
    );
    expect(owned.every((licence) => licence.creditsPaid === 25)).toBe(true);
    expect(new Set(owned.map((licence) => licence.id))).toEqual(
      new Set(bodies.map((body) => body.licenceId)),
    );
    const months = await db()
      .select()
      .from(teamMemberMonths)
      .where(eq(teamMemberMonths.teamId, teamId));
    expect(months.map((month) => month.spent)).toEqual(Array(8).fill(25));
    const lows = await db()
      .select({ data: webhookDeliveries.data })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(lows.map((low) => low.data)).toEqual([
      { balance: 875, previousBalance: 900, reason: 'template_purchase' },
    ]);
    expect(await spendingAnomalies(db(), teamId)).toEqual([]);
  });

  it('buys alone, after the turn, every purchase of a turn that is not a plain new charge', async () => {
    const owner = await person();
    const teamId = await teamOf(owner, 'Mixed Turn');
    const members = await Promise.all(Array.from({ length: 8 }, () => person()));
    for (const [at, member] of members.entries()) {
      await join(owner, teamId, member, at === 3 ? { monthlyLimit: 10 } : {});
    }
    const removed = await owner.call(
      'DELETE',
      `/api/teams/${teamId}/members/${members[5]!.userId}`,
    );
    expect(removed.statusCode).toBe(200);
    const templates = await imageTemplates(8, 'Mixed Turn', 25);
    const idOf = (at: number) => templates[at]!.id;
    await setBalance(db(), teamId, 0, 1000);
    const buyOverHttp = (at: number) =>
      members[0]!.call(
        'POST',
        '/api/purchase-template',
        { templateId: String(idOf(at)) },
        asTeam(teamId),
      );
    expect((await buyOverHttp(4)).statusCode).toBe(200);

    const [m0, m1, m2, m3, m4, m5, m6, m7] = members as [Person, ...Person[]];
    const outcomes = await Promise.allSettled(
      buyInOneTurn(teamId, [
        { member: m0, templateId: idOf(0) },
        { member: m1!, templateId: idOf(1) },
        // The same template as another of the turn: bought alone after it, so found owned.
        { member: m2!, templateId: idOf(1) },
        // Past the member's limit of 10, a price changed, a member removed, a template owned.
        { member: m3!, templateId: idOf(2) },
        { member: m4!, templateId: idOf(3), expectedPrice: 99 },
        { member: m5!, templateId: idOf(5) },
        { member: m6!, templateId: idOf(4) },
        { member: m7!, templateId: idOf(6) },
      ]),
    );
    const answer = (at: number) => {
      const outcome = outcomes[at]!;
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    };
    const refusal = (at: number) => {
      const outcome = outcomes[at]!;
      if (outcome.status === 'fulfilled') throw new Error(`purchase ${at} was not refused`);
      return outcome.reason as { statusCode: number; code: string };
    };
    for (const at of [0, 7]) expect(answer(at)).toMatchObject({ alreadyPurchased: false });
    // Of two members buying one template, the turn charges the one it locks first (by id).
    const [first, second] = [answer(1), answer(2)].sort((a) => (a.alreadyPurchased ? 1 : -1));
    expect(first).toMatchObject({ alreadyPurchased: false });
    expect(second).toMatchObject({ alreadyPurchased: true, licenceId: first!.licenceId });
    expect(refusal(3)).toMatchObject({ statusCode: 402, code: ErrorCode.MonthlyLimitReached });
    expect(refusal(4)).toMatchObject({ statusCode: 409, code: ErrorCode.PriceChanged });
    expect(refusal(5)).toMatchObject({ statusCode: 403 });
    expect(answer(6)).toMatchObject({ alreadyPurchased: true, creditsCharged: 0 });
    const spends = await spendsOf(teamId);
    const xminOf = (at: number) =>
      spends.find((row) => row.reference === `template:${idOf(at)}`)!.xmin;
    expect(xminOf(0)).toBe(xminOf(1));
    expect(xminOf(1)).toBe(xminOf(6));
    expect(spends).toHaveLength(4);

    // A cause charged before whose licence is gone: the turn's charge does not apply, and each
    // purchase of the turn is bought alone; the one of that cause gets a licence under its charge.
    await db()
      .delete(licences)
      .where(eq(licences.templateId, idOf(4)));
    const again = await Promise.all(
      buyInOneTurn(teamId, [
        { member: m0, templateId: idOf(3) },
        { member: m1!, templateId: idOf(4) },
        { member: m7!, templateId: idOf(7) },
      ]),
    );
    expect(again.map((body) => body.creditsCharged)).toEqual([25, 25, 25]);
    const after = await spendsOf(teamId);
    expect(after.map((row) => row.reference).sort()).toEqual(
      [0, 1, 3, 4, 6, 7].map((at) => `template:${idOf(at)}`).sort(),
    );
    // Each in its own transaction: none was charged together.
    expect(new Set(after.slice(4).map((row) => row.xmin)).size).toBe(2);
    const licence = await db()
      .select()
      .from(licences)
      .where(eq(licences.templateId, idOf(4)));
    expect(licence.map((row) => row.ledgerId)).toEqual([
      Number(spends.find((row) => row.reference === `template:${idOf(4)}`)!.id),
    ]);
    const [team] = await db().select().from(users).where(eq(users.id, teamId));
    expect(team!.credits).toBe(1000 - 6 * 25);
    expect(await spendingAnomalies(db(), teamId)).toEqual([]);
  });

  // A team's purchase queues on its member, not the team (ADR 63): members buying one template,
  // or sending one Idempotency-Key, meet at the charge's unique cause or key and run again.
  it('charges the team once when its 8 members buy one template at once, with one key or none', async () => {
    const owner = await person();
    const teamId = await teamOf(owner, 'Same Pick');
    const members = await Promise.all(Array.from({ length: 8 }, () => person()));
    for (const member of members) await join(owner, teamId, member);
    await setBalance(db(), teamId, 0, 500);
    const buyAll = (templateId: string, headers: Record<string, string>) =>
      Promise.all(
        members.map((member) =>
          member.call('POST', '/api/purchase-template', { templateId }, headers),
        ),
      );

    const plain = await buyAll(ids.frame, asTeam(teamId));
    expect(plain.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const charged = plain.filter((answer) => !answer.json().alreadyPurchased);
    expect(charged).toHaveLength(1);
    expect(new Set(plain.map((answer) => answer.json().licenceId)).size).toBe(1);
    expect(charged[0]!.json()).toMatchObject({ creditsCharged: 40, remainingCredits: 460 });

    const key = { ...asTeam(teamId), [IDEMPOTENCY_KEY_HEADER]: `one-key-${randomUUID()}` };
    const keyed = await buyAll(ids.intro, key);
    expect(keyed.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    // Every member gets the first answer, as kept for the key: the balance the charge left.
    for (const answer of keyed) {
      expect(answer.json()).toEqual(keyed[0]!.json());
    }
    expect(keyed[0]!.json()).toMatchObject({ creditsCharged: 120, remainingCredits: 340 });

    const [team] = await db().select().from(users).where(eq(users.id, teamId));
    expect(team!.credits).toBe(340);
    const spends = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, teamId))
      .orderBy(creditLedger.id);
    expect(spends.filter((row) => row.delta < 0).map((row) => row.delta)).toEqual([-40, -120]);
    expect(await spendingAnomalies(db(), teamId)).toEqual([]);
  });

  it("keeps a member's limit when their purchases and checkout race other members' purchases", async () => {
    const owner = await person();
    const teamId = await teamOf(owner, 'Mixed Spends');
    const [limited, free] = [await person(), await person()];
    await join(owner, teamId, limited, { monthlyLimit: 60 });
    await join(owner, teamId, free);
    await setBalance(db(), teamId, 0, 1000);
    const templates = await imageTemplates(9, 'Mixed', 15);
    const idOf = (index: number) => String(templates[index]!.id);
    const inCart = await limited.call(
      'POST',
      '/api/add-to-cart',
      { templateId: idOf(8), quantity: 1 },
      asTeam(teamId),
    );
    expect(inCart.statusCode).toBe(200);
    const buy = (member: Person, index: number) =>
      member.call('POST', '/api/purchase-template', { templateId: idOf(index) }, asTeam(teamId));
    // The checkout locks the member then the team; the purchases the member, and the team only
    // with their charge: none may wait on another in a circle (a deadlock answers 500).
    const [checkout, ...purchases] = await Promise.all([
      limited.call('POST', '/api/checkout', {}, asTeam(teamId)),
      ...[0, 1, 2, 3].map((index) => buy(limited, index)),
      ...[4, 5, 6, 7].map((index) => buy(free, index)),
    ]);
    const limitedAnswers = [checkout!, ...purchases.slice(0, 4)];
    expect([checkout!, ...purchases].every((a) => [200, 402].includes(a.statusCode))).toBe(true);
    // 5 spends of 15 against a limit of 60: exactly 4 go through, whichever order they ran in.
    expect(limitedAnswers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    const refused = limitedAnswers.find((answer) => answer.statusCode === 402)!;
    expect(refused.json()).toMatchObject({
      code: ErrorCode.MonthlyLimitReached,
      monthlyLimit: 60,
      spentThisMonth: 60,
    });
    expect(purchases.slice(4).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const months = await db()
      .select()
      .from(teamMemberMonths)
      .where(eq(teamMemberMonths.teamId, teamId));
    expect(months.find((row) => row.userId === limited.userId)?.spent).toBe(60);
    expect(months.find((row) => row.userId === free.userId)?.spent).toBe(60);
    const [team] = await db().select().from(users).where(eq(users.id, teamId));
    expect(team!.credits).toBe(1000 - 8 * 15);
    expect(await spendingAnomalies(db(), teamId)).toEqual([]);
  });

  it('refuses a removed member at once, and the owner leaving or being removed', async () => {
    const owner = await person();
    const designer = await person();
    const teamId = await teamOf(owner);
    await join(owner, teamId, designer);
    await setBalance(db(), teamId, 0, 1000);
    expect(
      (await designer.call('GET', '/api/user-credits', undefined, asTeam(teamId))).statusCode,
    ).toBe(200);
    // A purchase reads the membership under the team's lock (ADR 61): a key answered before the
    // removal is refused after it too, as is every other spend.
    const key = { ...asTeam(teamId), [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const buy = (templateId: string) =>
      designer.call('POST', '/api/purchase-template', { templateId }, key);
    expect((await buy(ids.intro)).statusCode).toBe(200);
    const removed = await owner.call('DELETE', `/api/teams/${teamId}/members/${designer.userId}`);
    expect(removed.statusCode).toBe(200);
    for (const refused of [
      await buy(ids.intro),
      await designer.call(
        'POST',
        '/api/purchase-template',
        { templateId: ids.frame },
        asTeam(teamId),
      ),
      await designer.call(
        'POST',
        '/api/download-template',
        { templateId: ids.frame },
        asTeam(teamId),
      ),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(TeamMessage.notMember);
    }
    const [team] = await db().select().from(users).where(eq(users.id, teamId));
    expect(team?.credits).toBe(1000 - 120);
    expect(
      (await designer.call('GET', '/api/user-credits', undefined, asTeam(teamId))).statusCode,
    ).toBe(403);
    expect(
      (await designer.call('GET', '/api/purchases', undefined, asTeam(teamId))).statusCode,
    ).toBe(403);
    const leave = await owner.call('POST', `/api/teams/${teamId}/leave`, {});
    expect(leave.statusCode).toBe(403);
    expect(leave.json().error).toBe(TeamMessage.ownerCannotLeave);
    const self = await owner.call('DELETE', `/api/teams/${teamId}/members/${owner.userId}`);
    expect(self.json().error).toBe(TeamMessage.ownerCannotBeRemoved);
  });

  it('hands the team to an admin; an owner of a team with members must hand it over to close', async () => {
    const owner = await person();
    const admin = await person();
    const teamId = await teamOf(owner, 'Handover Ltd');
    await join(owner, teamId, admin, {});
    const toMember = await owner.call('POST', `/api/teams/${teamId}/owner`, {
      userId: admin.userId,
    });
    expect(toMember.json().error).toBe(TeamMessage.newOwnerMustBeAdmin);
    const close = await owner.call('POST', '/api/account/close', { password: 'correct horse' });
    expect(close.statusCode).toBe(409);
    expect(close.json().error).toBe(TeamMessage.handOverFirst('Handover Ltd'));
    await owner.call('PATCH', `/api/teams/${teamId}/members/${admin.userId}`, { role: 'admin' });
    const handed = await owner.call('POST', `/api/teams/${teamId}/owner`, { userId: admin.userId });
    expect(handed.json()).toMatchObject({ role: 'admin' });
    const closed = await owner.call('POST', '/api/account/close', { password: 'correct horse' });
    expect(closed.statusCode).toBe(200);
    const members = await admin.call('GET', `/api/teams/${teamId}/members`);
    expect(
      members.json().members.map((m: { userId: string; role: string }) => [m.userId, m.role]),
    ).toEqual([[admin.userId, 'owner']]);
  });

  it("closes a team of one with its owner, its credits forfeited as a person's are", async () => {
    const owner = await person();
    const teamId = await teamOf(owner, 'Solo');
    await setBalance(db(), teamId, 0, 70);
    const closed = await owner.call('POST', '/api/account/close', { password: 'correct horse' });
    expect(closed.statusCode).toBe(200);
    const [team] = await db().select().from(users).where(eq(users.id, teamId));
    expect(team!.closedAt).not.toBeNull();
    expect(team!.credits).toBe(0);
    expect(await spendingAnomalies(db(), teamId)).toEqual([]);
  });
});
