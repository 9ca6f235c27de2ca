import Fastify, { type FastifyInstance } from 'fastify';

/** Headers that describe one hop of a connection, not the request itself. */
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  // fetch has already decoded the body it hands over.
  'content-encoding',
]);

const endToEnd = (headers: Iterable<[string, string | string[] | undefined]>) =>
  Object.fromEntries(
    [...headers].filter(
      (entry): entry is [string, string | string[]] =>
        entry[1] !== undefined && !HOP_HEADERS.has(entry[0].toLowerCase()),
    ),
  );

export interface ForwardingOptions {
  /**
   * The client address to report in X-Forwarded-For, as a proxy in front of the server would, so
   * a server trusting loopback as its proxy (TRUST_PROXY) sees each client apart.
   */
  forwardedFor?: string;
}

/**
 * A Fastify app that sends every request it is given on to `target` over HTTP and answers what
 * came back, so the `inject`-based fixtures (registerBuyer, caller…) drive a server running in
 * another process exactly as they drive one in this process. `target` may be a function, asked
 * per request, for a balancer that moves requests off a server being restarted. Close it after use.
 */
export async function forwardingApp(
  target: string | (() => string),
  options: ForwardingOptions = {},
): Promise<FastifyInstance> {
  const targetOf = typeof target === 'string' ? () => target : target;
  const forwarded: Record<string, string> = options.forwardedFor
    ? { 'x-forwarded-for': options.forwardedFor }
    : {};
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.all('*', async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    const answer = await fetch(new URL(request.url, targetOf()), {
      method: request.method,
      headers: {
        ...(endToEnd(Object.entries(request.headers)) as Record<string, string>),
        ...forwarded,
      },
      ...(body && body.length > 0 ? { body } : {}),
    });
    return reply
      .code(answer.status)
      .headers(endToEnd(answer.headers.entries()))
      .send(Buffer.from(await answer.arrayBuffer()));
  });
  await app.ready();
  return app;
}
