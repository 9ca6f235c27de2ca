/**
 * A request's address as the log keeps it: the path, and the names of the query's parameters
 * without their values. A query's values are what must never be kept (ADR 57): a signed link's
 * signature (`/api/batches/<id>/archive?expires=…&signature=…`, `/media/<key>?exp=…&sig=…`) lets
 * whoever reads the log download another buyer's archive until it expires, `?api_key=` is a key,
 * and `?q=` is what someone typed into a search box — an email or a phone more often than anyone
 * would like (ADR 35).
 */

/** A parameter's name as sent by a client that names parameters: anything else may be a value. */
const PLAIN_NAME = /^[A-Za-z0-9_.[\]-]{1,40}$/;
/** What stands for a name that is not plain (`?john%40example.com` sends its value as a name). */
const UNNAMED = '…';

export function loggedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const path = url.slice(0, question);
  const names = new Set<string>();
  for (const part of url.slice(question + 1).split('&')) {
    if (part === '') continue;
    const [name = ''] = part.split('=', 1);
    names.add(PLAIN_NAME.test(name) ? name : UNNAMED);
  }
  return names.size === 0 ? path : `${path}?${[...names].join('&')}`;
}

/** The parts of a request the log's "incoming request" line reads. */
interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

/** Fastify's own `req` serializer, with the address as `loggedUrl` keeps it. */
export function serializeLoggedRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: firstOf(request.headers['accept-version']),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
