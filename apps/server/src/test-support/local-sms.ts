import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text a stand-in accepted, as its provider would have delivered it. */
export interface ReceivedText {
  /** E.164, with its plus. */
  to: string;
  /** The whole text (Twilio), or the template's `otp` variable (MSG91). */
  body: string;
  receivedAt: string;
}

/** How a stand-in answers, beyond its provider's normal answers. */
interface Misbehaviour {
  /** Every send answers this status with the provider's server error, as during an outage. */
  failWith(status: number | null): void;
  /** Sends are taken in and never answered: the provider hangs. */
  hang(on: boolean): void;
  /**
   * Sends are taken in and delivered at once, and answered `ms` later (null: at once): a slow
   * provider, whose text arrives while its caller has given up waiting.
   */
  answerAfter(ms: number | null): void;
  /** Sends are taken in and their connection dropped, unanswered. */
  dropConnections(on: boolean): void;
  /** Sends to this number (E.164) are refused as the provider refuses a number it cannot text. */
  refuseNumber(e164: string): void;
}

export interface LocalSmsProvider extends Misbehaviour {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The server's environment variables pointing at this stand-in. */
  env(): Record<string, string>;
  /** Texts accepted, oldest first. */
  received: ReceivedText[];
  /** Send requests received, whatever was answered (refused and failed ones too). */
  sendAttempts(): number;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

type Handle = (request: IncomingMessage, body: string, url: URL) => Answer;

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'local-twilio-auth-token';
const TWILIO_FROM = '+14155550100';
const MSG91_AUTH_KEY = 'local-msg91-authkey';
const MSG91_TEMPLATE_ID = '6543210fedcba9876543210f';

const secretMatches = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** One stand-in's server and its misbehaviours, around its provider's own handler. */
async function serve(
  port: number,
  isSend: (method: string, path: string) => boolean,
  serverError: (status: number) => unknown,
  handle: (state: { refused: Set<string> }) => Handle,
) {
  const state = {
    refused: new Set<string>(),
    outage: null as number | null,
    hanging: false,
    answerAfterMs: null as number | null,
    dropping: false,
  };
  let attempts = 0;
  const handler = handle(state);
  const hung = new Set<ServerResponse>();
  const late = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://local');
      const sending = isSend(request.method ?? 'GET', url.pathname);
      if (sending) attempts += 1;
      if (sending && state.hanging) {
        hung.add(response);
        return;
      }
      if (sending && state.dropping) {
        request.socket.destroy();
        return;
      }
      const answer =
        sending && state.outage !== null
          ? { status: state.outage, body: serverError(state.outage) }
          : handler(request, Buffer.concat(chunks).toString('utf8'), url);
      const reply = () => {
        response.writeHead(answer.status, {
          'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
        });
        response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      };
      if (!sending || state.answerAfterMs === null) {
        reply();
        return;
      }
      const timer = setTimeout(() => {
        late.delete(timer);
        if (!response.destroyed) reply();
      }, state.answerAfterMs);
      late.add(timer);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sendAttempts: () => attempts,
    failWith: (status: number | null) => {
      state.outage = status;
    },
    hang: (on: boolean) => {
      state.hanging = on;
    },
    answerAfter: (ms: number | null) => {
      state.answerAfterMs = ms;
    },
    dropConnections: (on: boolean) => {
      state.dropping = on;
    },
    refuseNumber: (e164: string) => {
      state.refused.add(e164);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hung) response.destroy();
        for (const timer of late) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Twilio's error body. */
const twilioError = (code: number, message: string, status: number) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * Twilio at its network boundary: `POST /2010-04-01/Accounts/{sid}/Messages.json` (form-encoded,
 * basic auth with the account SID and auth token) answering 201 with a message resource, or
 * Twilio's errors (`{ code, message, more_info, status }`: 20003 for bad credentials, 21211 for
 * a `To` it cannot text, 21602/21603 for a missing body or sender), and
 * `GET /2010-04-01/Accounts/{sid}.json`, the account. Plain node:http on loopback, free of
 * test-runner imports, so the end-to-end stack can run it.
 */
export async function startLocalTwilio(options: { port?: number } = {}): Promise<LocalSmsProvider> {
  const received: ReceivedText[] = [];
  const accountPath = `/2010-04-01/Accounts/${ACCOUNT_SID}`;
  const server = await serve(
    options.port ?? 0,
    (method, path) => method === 'POST' && path === `${accountPath}/Messages.json`,
    (status) =>
      status === 429
        ? twilioError(20429, 'Too Many Requests', status)
        : twilioError(20500, 'An internal server error has occurred', status),
    ({ refused }) =>
      (request, body, url) => {
        const [scheme, encoded = ''] = (request.headers.authorization ?? '').split(' ');
        const credentials = Buffer.from(encoded, 'base64').toString('utf8');
        if (scheme !== 'Basic' || !secretMatches(credentials, `${ACCOUNT_SID}:${AUTH_TOKEN}`)) {
          return { status: 401, body: twilioError(20003, 'Authenticate', 401) };
        }
        if (request.method === 'GET' && url.pathname === `${accountPath}.json`) {
          return {
            status: 200,
            body: {
              sid: ACCOUNT_SID,
              friendly_name: 'Local stand-in',
              status: 'active',
              type: 'Full',
              uri: `${accountPath}.json`,
            },
          };
        }
        if (request.method !== 'POST' || url.pathname !== `${accountPath}/Messages.json`) {
          return {
            status: 404,
            body: twilioError(20404, `The requested resource ${url.pathname} was not found`, 404),
          };
        }
        const form = new URLSearchParams(body);
        const to = form.get('To') ?? '';
        if (!E164.test(to) || refused.has(to)) {
          return {
            status: 400,
            body: twilioError(21211, `Invalid 'To' Phone Number: ${to}`, 400),
          };
        }
        const from = form.get('From') ?? form.get('MessagingServiceSid');
        if (!from)
          return {
            status: 400,
            body: twilioError(21603, "A 'From' phone number is required.", 400),
          };
        const text = form.get('Body');
        if (!text)
          return { status: 400, body: twilioError(21602, 'Message body is required.', 400) };
        received.push({ to, body: text, receivedAt: new Date().toISOString() });
        const sid = `SM${randomBytes(16).toString('hex')}`;
        return {
          status: 201,
          body: {
            sid,
            account_sid: ACCOUNT_SID,
            to,
            from: form.has('From') ? from : null,
            messaging_service_sid: form.get('MessagingServiceSid'),
            body: text,
            status: 'queued',
            num_segments: '1',
            direction: 'outbound-api',
            api_version: '2010-04-01',
            error_code: null,
            error_message: null,
            uri: `${accountPath}/Messages/${sid}.json`,
          },
        };
      },
  );
  return {
    ...server,
    received,
    env: () => ({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM,
      TWILIO_API_URL: server.url,
    }),
  };
}

/**
 * MSG91 at its network boundary: the v5 flow API (`POST /api/v5/flow`, JSON, the `authkey` header,
 * a DLT template id and `recipients: [{ mobiles, otp }]`) answering `{ type: 'success', message:
 * <request id> }` or `{ type: 'error', message }`, and the key check
 * (`GET /api/balance.php?authkey=…&type=4`, the balance as text).
 */
export async function startLocalMsg91(options: { port?: number } = {}): Promise<LocalSmsProvider> {
  const received: ReceivedText[] = [];
  const error = (status: number, message: string): Answer => ({
    status,
    body: { type: 'error', message },
  });
  const server = await serve(
    options.port ?? 0,
    (method, path) => method === 'POST' && path === '/api/v5/flow',
    () => ({ type: 'error', message: 'Internal server error' }),
    ({ refused }) =>
      (request, body, url) => {
        if (request.method === 'GET' && url.pathname === '/api/balance.php') {
          return secretMatches(url.searchParams.get('authkey') ?? '', MSG91_AUTH_KEY)
            ? { status: 200, body: '250' }
            : error(401, 'Authentication failure');
        }
        if (request.method !== 'POST' || url.pathname !== '/api/v5/flow') {
          return error(404, 'Not found');
        }
        const key = request.headers.authkey;
        if (typeof key !== 'string' || !secretMatches(key, MSG91_AUTH_KEY)) {
          return error(401, 'Authentication failure');
        }
        let payload: { template_id?: unknown; recipients?: unknown };
        try {
          payload = JSON.parse(body) as typeof payload;
        } catch {
          return error(400, 'Invalid JSON');
        }
        if (payload.template_id !== MSG91_TEMPLATE_ID) return error(400, 'Invalid template id');
        const [recipient] = Array.isArray(payload.recipients)
          ? (payload.recipients as { mobiles?: unknown; otp?: unknown }[])
          : [];
        const mobiles = typeof recipient?.mobiles === 'string' ? recipient.mobiles : '';
        if (!/^[1-9]\d{6,14}$/.test(mobiles) || refused.has(`+${mobiles}`)) {
          return error(400, 'Mobile no. not valid');
        }
        if (typeof recipient?.otp !== 'string') return error(400, 'Template variable otp missing');
        received.push({
          to: `+${mobiles}`,
          body: recipient.otp,
          receivedAt: new Date().toISOString(),
        });
        return { status: 200, body: { type: 'success', message: randomBytes(12).toString('hex') } };
      },
  );
  return {
    ...server,
    received,
    env: () => ({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY,
      MSG91_TEMPLATE_ID,
      MSG91_API_URL: server.url,
    }),
  };
}
