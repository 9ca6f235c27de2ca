import {
  ErrorCode,
  RENDER_EVENT,
  RENDER_EVENT_STREAMS_PER_USER,
  RENDER_EVENTS_INTERVAL_MS,
  RenderMessage,
  type Render,
} from '@frameshop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

const TERMINAL = new Set<Render['status']>(['completed', 'failed', 'cancelled']);

/** Renders by id with their owner, read together; a render that does not exist is absent. */
export type LoadRenders = (ids: string[]) => Promise<Map<string, Watched>>;

interface Watched {
  userId: string;
  render: Render;
}

interface Waiter {
  resolve(found: Watched | undefined): void;
  reject(error: unknown): void;
}

/**
 * Reads renders in batches: every read asked for while a batch is loading waits for the next one,
 * which loads them all in one go. However many streams watch, the database sees one load at a time,
 * so a request like `/api/health` never queues behind hundreds of them.
 */
class BatchedReads {
  #wanted = new Map<string, Waiter[]>();
  #busy = false;

  constructor(private readonly load: LoadRenders) {}

  read(id: string): Promise<Watched | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.#wanted.get(id) ?? [];
      waiters.push({ resolve, reject });
      this.#wanted.set(id, waiters);
      this.#schedule();
    });
  }

  #schedule() {
    if (this.#busy) return;
    this.#busy = true;
    // On the next turn, so the reads asked for in this one share the batch.
    setImmediate(() => void this.#flush());
  }

  async #flush() {
    const batch = this.#wanted;
    this.#wanted = new Map();
    try {
      const found = await this.load([...batch.keys()]);
      for (const [id, waiters] of batch)
        for (const waiter of waiters) waiter.resolve(found.get(id));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      this.#busy = false;
      if (this.#wanted.size > 0) this.#schedule();
    }
  }
}

interface Listener {
  userId: string;
  send(render: Render): void;
  end(): void;
}

/**
 * Streams server-sent events for renders on hijacked replies: a `render` event with its state at
 * once and whenever it changes, until it ends, the client goes away or the server closes. One timer
 * reads every watched render in one batch each RENDER_EVENTS_INTERVAL_MS (skipping a tick while the
 * last is still loading), whatever the number of listeners; a user holds at most
 * RENDER_EVENT_STREAMS_PER_USER streams.
 */
export class RenderEventStreams {
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #perUser = new Map<string, number>();
  readonly #reads: BatchedReads;
  #timer: NodeJS.Timeout | undefined;
  #ticking = false;

  constructor(app: FastifyInstance, load: LoadRenders) {
    this.#reads = new BatchedReads(load);
    // Before the server waits for its connections: an open stream would hold the close up.
    app.addHook('preClose', async () => {
      for (const listeners of [...this.#listeners.values()]) {
        for (const listener of [...listeners]) listener.end();
      }
    });
  }

  /** Opens the stream of the user's render; 404 when it is not theirs, 429 over the cap. */
  async open(reply: FastifyReply, userId: string, renderId: string): Promise<void> {
    const open = this.#perUser.get(userId) ?? 0;
    if (open >= RENDER_EVENT_STREAMS_PER_USER) {
      throw new AppError(ErrorCode.RateLimited, 429, RenderMessage.tooManyStreams, {
        open,
        limit: RENDER_EVENT_STREAMS_PER_USER,
      });
    }
    // Counted before the first read, so parallel opens cannot all pass the check.
    this.#perUser.set(userId, open + 1);
    let first: Render;
    try {
      const found = await this.#reads.read(renderId);
      if (!found || found.userId !== userId) throw AppError.notFound(RenderMessage.renderNotFound);
      first = found.render;
    } catch (error) {
      this.#release(userId);
      throw error;
    }
    this.#stream(reply, userId, renderId, first);
  }

  #stream(reply: FastifyReply, userId: string, renderId: string, first: Render) {
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
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const listener: Listener = {
      userId,
      send: (render) => {
        if (ended) return;
        const json = JSON.stringify(render);
        if (json === last) return;
        last = json;
        raw.write(`event: ${RENDER_EVENT}\ndata: ${json}\n\n`);
        if (TERMINAL.has(render.status)) listener.end();
      },
      end: () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        this.#remove(renderId, listener);
        raw.end();
      },
    };
    const listeners = this.#listeners.get(renderId) ?? new Set();
    listeners.add(listener);
    this.#listeners.set(renderId, listeners);
    this.#timer ??= setInterval(() => void this.#tick(), RENDER_EVENTS_INTERVAL_MS);
    raw.on('close', listener.end);
    listener.send(first);
  }

  async #tick() {
    if (this.#ticking) return;
    this.#ticking = true;
    try {
      await Promise.all(
        [...this.#listeners.keys()].map(async (renderId) => {
          const found = await this.#reads.read(renderId);
          for (const listener of [...(this.#listeners.get(renderId) ?? [])]) {
            if (found && found.userId === listener.userId) listener.send(found.render);
            else listener.end();
          }
        }),
      );
    } catch {
      // The database did not answer: end every stream; the page falls back to polling.
      for (const listeners of [...this.#listeners.values()]) {
        for (const listener of [...listeners]) listener.end();
      }
    } finally {
      this.#ticking = false;
    }
  }

  #remove(renderId: string, listener: Listener) {
    const listeners = this.#listeners.get(renderId);
    if (listeners?.delete(listener) && listeners.size === 0) this.#listeners.delete(renderId);
    this.#release(listener.userId);
    if (this.#listeners.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }

  #release(userId: string) {
    const open = (this.#perUser.get(userId) ?? 1) - 1;
    if (open > 0) this.#perUser.set(userId, open);
    else this.#perUser.delete(userId);
  }
}
