import net, { type AddressInfo } from 'node:net';

export interface FaultProxy {
  /** The loopback port the store's processes connect to instead of the service's own. */
  readonly port: number;
  /**
   * What a restart of the service behind looks like to its clients: every open connection is
   * dropped mid-conversation and new ones are refused (nothing listens) until `restore`.
   */
  cut(): Promise<void>;
  /**
   * What a hung service looks like: connections are accepted (open ones stay open) but nothing
   * passes either way and nothing is answered, until `restore`, which drops them.
   */
  stall(): Promise<void>;
  /** Listens again on the same port, if cut; new connections reach the service. */
  restore(): Promise<void>;
  /** Connections passing through now (each counted once, client side). */
  openConnections(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback in front of `target` (PostgreSQL, Redis, the mail server, the bucket)
 * that can be cut or stalled and restored, so a process meets a real outage: reset connections
 * then refused ones, or connections that are taken and never answered. The service itself keeps
 * running, so the run never restarts anything it does not own.
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  /** Connections taken while stalled: held open, read and never answered. */
  const held = new Set<net.Socket>();
  let stalled = false;
  const hold = (socket: net.Socket) => {
    held.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => held.delete(socket));
    socket.resume();
  };
  const server = net.createServer((client) => {
    if (stalled) return hold(client);
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      // A client held by a stall stays open (unanswered) until the restore drops it.
      if (!held.has(client)) client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    });
  const dropHeld = () => {
    for (const socket of held) socket.destroy();
    held.clear();
  };
  const port = await listen(0);
  return {
    port,
    cut: stopListening,
    stall: async () => {
      stalled = true;
      // What was in flight goes unanswered too: neither side hears from the other again.
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        hold(client);
        upstream.destroy();
      }
    },
    restore: async () => {
      stalled = false;
      dropHeld();
      if (!server.listening) await listen(port);
    },
    openConnections: () => pairs.size,
    close: async () => {
      dropHeld();
      await stopListening();
    },
  };
}

/** The host and port a `postgres://` or `redis://` URL points at. */
export function endpointOf(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: Pick<FaultProxy, 'port'>): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}
