import { RENDER_EVENT, RENDER_EVENTS_INTERVAL_MS, type Render } from '@frameshop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

const TERMINAL = new Set<Render['status']>(['completed', 'failed', 'cancelled']);

/**
 * Streams server-sent events for one render on the hijacked reply: a `render` event with its state
 * at once and whenever it changes (read every RENDER_EVENTS_INTERVAL_MS), until it ends, the
 * client goes away or the server closes.
 */
export class RenderEventStreams {
  readonly #open = new Set<() => void>();

  constructor(app: FastifyInstance) {
    // Before the server waits for its connections: an open stream would hold the close up.
    app.addHook('preClose', async () => {
      for (const end of [...this.#open]) end();
    });
  }

  stream(reply: FastifyReply, first: Render, read: () => Promise<Render>): void {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let last = '';
    let ended = false;
    const send = (render: Render) => {
      const json = JSON.stringify(render);
      if (json === last) return;
      last = json;
      raw.write(`event: ${RENDER_EVENT}\ndata: ${json}\n\n`);
      if (TERMINAL.has(render.status)) end();
    };
    const poll = setInterval(() => {
      read().then(
        (render) => ended || send(render),
        () => end(),
      );
    }, RENDER_EVENTS_INTERVAL_MS);
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      this.#open.delete(end);
      raw.end();
    };
    this.#open.add(end);
    raw.on('close', end);
    send(first);
  }
}
