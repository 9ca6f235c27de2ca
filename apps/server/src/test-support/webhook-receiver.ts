import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got: its path, headers and body, and when it arrived. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  receivedAt: number;
}

/**
 * How the receiver answers a request: a status and body, a redirect, nothing at all, or a body of
 * `streamBytes` written as fast as the sender reads it (what it wrote is `streamed()`).
 */
export type ReceiverAnswer =
  | { status: number; body?: string; location?: string }
  | { hang: true }
  | { status: number; streamBytes: number };

/** 64 KiB at a time, each written once the sender has taken the one before. */
const STREAM_CHUNK = Buffer.alloc(64 * 1024, 'x');

/**
 * A local HTTP server standing in for a buyer's webhook endpoint: it records what arrives and
 * answers as the test tells it (200 by default), so deliveries are sent over a real socket.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let answer: (request: ReceivedWebhook) => ReceiverAnswer = () => ({ status: 200, body: 'ok' });
  const waiting = new Set<(request: ReceivedWebhook) => void>();
  const hanging = new Set<http.ServerResponse>();
  let streamed = 0;
  const stream = (response: http.ServerResponse, bytes: number) => {
    let left = bytes;
    const more = () => {
      while (left > 0 && !response.destroyed) {
        const chunk = STREAM_CHUNK.subarray(0, Math.min(left, STREAM_CHUNK.length));
        left -= chunk.length;
        const drained = response.write(chunk, (error) => {
          if (!error) streamed += chunk.length;
        });
        if (!drained) return void response.once('drain', more);
      }
      if (left === 0) response.end();
    };
    more();
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: ReceivedWebhook = {
        path: request.url ?? '/',
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: performance.now(),
      };
      received.push(entry);
      for (const notify of waiting) notify(entry);
      const reply = answer(entry);
      if ('hang' in reply) {
        hanging.add(response);
        return;
      }
      if ('streamBytes' in reply) {
        response.writeHead(reply.status, { 'content-length': String(reply.streamBytes) });
        stream(response, reply.streamBytes);
        return;
      }
      response.writeHead(reply.status, reply.location ? { location: reply.location } : {});
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    /** The bytes of streamed answers the senders have taken so far. */
    streamed: () => streamed,
    /** Sets how the next requests are answered. */
    answerWith(next: (request: ReceivedWebhook) => ReceiverAnswer) {
      answer = next;
    },
    /** Resolves with the next request that `matches` (one already received counts). */
    next(matches: (request: ReceivedWebhook) => boolean = () => true): Promise<ReceivedWebhook> {
      const already = received.find(matches);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => {
        const notify = (request: ReceivedWebhook) => {
          if (!matches(request)) return;
          waiting.delete(notify);
          resolve(request);
        };
        waiting.add(notify);
      });
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
