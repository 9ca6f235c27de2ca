import type http from 'node:http';
import Fastify from 'fastify';
import type { Query, Transactions } from './driver-transactions';

/** A job's direct SQL, ready to send on a transaction's connection. */
export type DirectWork = (query: Query) => Promise<void>;

export interface BareRoute {
  baseUrl: string;
  /** Its listening server, whose requests a counted turn counts as spends. */
  server: http.Server;
  /** Makes `works` the ones the next turn's requests name, by their index in it. */
  serve(works: DirectWork[]): void;
  close(): Promise<void>;
}

/**
 * What HTTP itself costs on these cores before the app does anything: a bare Fastify server (no
 * hooks, no token check, no validation, no idempotency record, no Drizzle) whose one route,
 * `POST /bare/:index`, sends the named job's direct SQL in one transaction. The load process sends
 * it the HTTP API's own requests (headers and body), so its share of direct SQL is the most the
 * HTTP API's could be on this machine. A job that cannot be made answers 500 with its reason as the
 * code, which the load process counts as a failure.
 */
export async function startBareRoute(transaction: Transactions): Promise<BareRoute> {
  let share: DirectWork[] = [];
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    void reply.code(500).send({ code: error instanceof Error ? error.message : String(error) });
  });
  app.post<{ Params: { index: string } }>('/bare/:index', async (request) => {
    const work = share[Number(request.params.index)];
    if (work === undefined) throw new Error('no such job');
    await transaction(work);
    return { done: true };
  });
  return {
    baseUrl: await app.listen({ host: '127.0.0.1', port: 0 }),
    server: app.server,
    serve(works) {
      share = works;
    },
    close: () => app.close(),
  };
}
