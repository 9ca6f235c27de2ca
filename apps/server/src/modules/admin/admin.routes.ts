import { Readable } from 'node:stream';
import { adminEndpoints, IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { signedIn } from '../auth';
import { idempotencyKeyOf } from '../commerce';
import type { AdminGate } from './admin-gate';
import { currentAdmin } from './admin-guard';
import type { AdminTokenService } from './admin-token';
import type { AdminService } from './admin.service';

const tags = ['admin'];
const docs = (summary: string, description?: string) => ({
  tags,
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

/** The password gate, for a signed-in user (the scope's session hook admits no one else). */
export const adminSessionRoutes: FastifyPluginAsyncZod<{
  gate: AdminGate;
  adminTokens: AdminTokenService;
  admin: AdminService;
}> = async (app, { gate, adminTokens, admin }) => {
  app.route({
    ...routeOf(
      adminEndpoints.openSession,
      docs(
        'Pass the admin password gate',
        'For a signed-in admin whose password matches ADMIN_PASSWORD: a 30-minute admin token for ' +
          'the other admin calls. Wrong passwords are counted and limited like sign-in.',
      ),
    ),
    handler: async (request) => {
      const { user } = signedIn(request);
      await gate.check(user, request.body.password, request.ip);
      const { token, expiresAt } = await adminTokens.issue({
        userId: user.id,
        tokenVersion: user.tokenVersion,
      });
      await admin.record({ adminUserId: user.id, action: 'session.open', address: request.ip });
      return { adminToken: token, expiresAt: expiresAt.toISOString() };
    },
  });
};

/** The dashboard's data, for an admin token only (the scope's guard admits no one else). */
export const adminDataRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin },
) => {
  const audit = (request: Parameters<typeof currentAdmin>[0], action: string, details: object) =>
    admin.record({
      adminUserId: currentAdmin(request).id,
      action,
      details: { ...details },
      address: request.ip,
    });

  app.route({
    ...routeOf(
      adminEndpoints.users,
      docs('Users with their credits, purchases and payments', 'Paged, sorted and searchable.'),
    ),
    handler: async (request) => {
      const answer = await admin.users(request.query);
      await audit(request, 'view.users', request.query);
      return answer;
    },
  });
  app.route({
    ...routeOf(adminEndpoints.templates, docs('Templates with their sales')),
    handler: async (request) => {
      const answer = await admin.templates(request.query);
      await audit(request, 'view.templates', request.query);
      return answer;
    },
  });
  app.route({
    ...routeOf(adminEndpoints.revenue, docs('Money received, top spenders and sales per day')),
    handler: async (request) => {
      const answer = await admin.revenue(request.query);
      await audit(request, 'view.revenue', request.query);
      return answer;
    },
  });
  app.route({
    ...routeOf(adminEndpoints.renders, docs('Renders per template, failures and refunds')),
    handler: async (request) => {
      const answer = await admin.renders(request.query);
      await audit(request, 'view.renders', request.query);
      return answer;
    },
  });
  app.route({
    ...routeOf(
      adminEndpoints.auditLog,
      docs('Every admin action: who, when, what and from where', 'Newest first, 50 a page.'),
    ),
    handler: async (request) => {
      const answer = await admin.auditLog(request.query.before);
      await audit(request, 'view.audit-log', request.query);
      return answer;
    },
  });
  app.route({
    ...routeOf(adminEndpoints.adjustCredits, {
      ...docs(
        "Add to or take from a user's credits",
        'Writes an admin_adjustment ledger row and an audit entry in one transaction. Send an ' +
          `\`${IDEMPOTENCY_KEY_HEADER}\` header per intended adjustment: a repeat answers the ` +
          'first answer instead of adjusting again.',
      ),
      idempotencyKey: true,
    }),
    handler: (request) =>
      admin.adjustCredits(
        currentAdmin(request),
        request.params.userId,
        { ...request.body, note: request.body.note ?? '' },
        request.ip,
        idempotencyKeyOf(request),
      ),
  });
  app.route({
    ...routeOf(
      adminEndpoints.exportCsv,
      docs('Export a table as CSV', 'Streamed; the users table covers every page.'),
    ),
    handler: async (request, reply) => {
      const { table } = request.params;
      const lines = await admin.exportCsv(table, request.query);
      await audit(request, 'export', { table, ...request.query });
      const name = `frameshop-${table}-${request.query.period}.csv`;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          // A stream is piped as it is, never serialised: the contract's string describes the file.
          .send(Readable.from(lines) as unknown as string)
      );
    },
  });
};
