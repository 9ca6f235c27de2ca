import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { symbols, type Logger } from 'pino';

/**
 * The id of the request being served, for the lines services write through the app's own logger
 * (they are handed `app.log`, not each request's child logger, which carries `reqId` itself): a
 * line a payment or an upload logs deep in a service names the request it was part of.
 */
const requestScope = new AsyncLocalStorage<string>();

/**
 * Each request's async scope, entered again before its handler runs: the body is read from
 * socket events, which run outside the scope `onRequest` opened (as `@fastify/request-context`
 * found).
 */
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/** Opens a scope per request, first among the hooks, so every later hook and handler is in it. */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestScope.run(request.id, () => {
      scopes.set(request, new AsyncResource('frameshop-request'));
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}

/**
 * pino's `mixin`: `reqId` on a line written during a request, unless the logger already binds
 * it (a request's own logger, and its children), so no line names it twice.
 */
export function requestIdMixin(_line: object, _level: number, logger: Logger): { reqId?: string } {
  const reqId = requestScope.getStore();
  if (reqId === undefined) return {};
  const bindings = (logger as unknown as Record<symbol, string | undefined>)[symbols.chindingsSym];
  return bindings?.includes('"reqId"') ? {} : { reqId };
}
