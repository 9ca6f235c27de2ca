import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { WEBHOOK_ANSWER_KEEP_BYTES } from '@frameshop/contract';
import { mayReach, mayUsePort } from './webhook-address';

/** Answers a host name's addresses, as `dns.lookup` with `all` does; tests pass their own. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/** A delivery refused before any packet left: its address is not one webhooks may reach. */
export class AddressRefused extends Error {
  override name = 'AddressRefused';
}

export interface SendTerms {
  resolve: Resolver;
  allowPrivate: boolean;
  /** The whole attempt: connecting, the answer's headers and its first 1 KB. */
  timeoutMs: number;
  /**
   * The answer's status and headers must come within this: an endpoint that takes the request and
   * never answers frees its slot here, not at `timeoutMs`.
   */
  headersTimeoutMs: number;
  /** Ports below 1024 that may be reached besides 80 and 443 (WEBHOOK_EXTRA_PORTS). */
  extraPorts: readonly number[];
  /** Aborts the attempt when its process stops; it is then recorded by nobody (its lease ends). */
  signal?: AbortSignal;
}

/** What one attempt came to: the endpoint's status and the start of its answer, or why none came. */
export interface SendOutcome {
  status: number | null;
  body: string | null;
  error: string | null;
}

/**
 * The host's addresses when every one may be reached; an AddressRefused naming the first that may
 * not. A name that resolves to one public and one private address is refused: the connection
 * could take either.
 */
export async function checkedAddresses(
  hostname: string,
  { resolve, allowPrivate }: Pick<SendTerms, 'resolve' | 'allowPrivate'>,
): Promise<{ address: string; family: number }[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(bare)
    ? [{ address: bare, family: net.isIP(bare) }]
    : await resolve(bare);
  if (addresses.length === 0) throw new Error(`${bare} has no address`);
  const refused = addresses.find(({ address }) => !mayReach(address, allowPrivate));
  if (refused)
    throw new AddressRefused(`${bare} resolves to ${refused.address}, which is not public`);
  return addresses;
}

/**
 * Posts one signed delivery. The connection goes to the address the check passed, resolved once
 * by the agent's own `lookup`, so a name whose answer changes between check and connect cannot
 * slip through. Redirects are not followed (a 3xx is an answer like any other non-2xx), and no
 * more than the first 1 KB of the answer is read.
 */
export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  terms: SendTerms,
): Promise<SendOutcome> {
  const target = new URL(url);
  const lookup: net.LookupFunction = (hostname, options, callback) => {
    checkedAddresses(hostname, terms).then(
      (addresses) => {
        if (options.all) {
          callback(null, addresses);
          return;
        }
        const chosen = addresses.find(({ family }) => !options.family || family === options.family);
        if (!chosen) callback(new Error(`${hostname} has no IPv${options.family} address`), '', 0);
        else callback(null, chosen.address, chosen.family);
      },
      (error: Error) => callback(error, '', 0),
    );
  };
  if (!mayUsePort(target, terms.extraPorts)) {
    return Promise.resolve(
      refusal(new AddressRefused(`port ${target.port} is not one webhooks reach`)),
    );
  }
  // An address written as digits never reaches `lookup`: it is checked here.
  const bare = target.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(bare) !== 0 && !mayReach(bare, terms.allowPrivate)) {
    return Promise.resolve(
      refusal(new AddressRefused(`${target.hostname} is not a public address`)),
    );
  }
  return new Promise((resolve) => {
    const noHeaders = new AbortController();
    const headersTimer = setTimeout(() => noHeaders.abort(), terms.headersTimeoutMs);
    let settled = false;
    const settle = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(headersTimer);
      resolve(outcome);
    };
    const failed = (error: unknown) => settle(refusal(error));
    const overall = AbortSignal.timeout(terms.timeoutMs);
    const signals = [overall, noHeaders.signal, ...(terms.signal ? [terms.signal] : [])];
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Frameshop-Webhooks/1',
      },
      agent: false,
      lookup,
      signal: AbortSignal.any(signals),
    });
    const why = (error: Error) => {
      if (noHeaders.signal.aborted && !overall.aborted) {
        return new Error(`no answer's headers within ${terms.headersTimeoutMs / 1000} s`);
      }
      if (overall.aborted) return new Error(`no answer within ${terms.timeoutMs / 1000} s`);
      return error;
    };
    request.on('error', (error) => failed(why(error)));
    request.on('response', (response) => {
      clearTimeout(headersTimer);
      const chunks: Buffer[] = [];
      let kept = 0;
      // The status decides the outcome; the body, however slow, is only the log's first 1 KB.
      const finish = () => {
        const text = Buffer.concat(chunks).subarray(0, WEBHOOK_ANSWER_KEEP_BYTES).toString('utf8');
        settle({ status: response.statusCode ?? null, body: text, error: null });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        kept += chunk.length;
        if (kept >= WEBHOOK_ANSWER_KEEP_BYTES) finish();
      });
      response.on('end', finish);
      response.on('error', finish);
      response.on('aborted', finish);
    });
    request.end(body);
  });
}

/** An attempt that got no answer, and why. */
function refusal(error: unknown): SendOutcome {
  return {
    status: null,
    body: null,
    error: error instanceof Error ? error.message : String(error),
  };
}
