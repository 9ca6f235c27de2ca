import net, { type AddressInfo } from 'node:net';

export interface FaultProxy {
  /** The loopback port the store's processes connect to instead of the service's own. */
  readonly port: number;
  /**
   * What a restart of the service behind looks like to its clients: every open connection is
   * dropped mid-conversation and new ones are refused (nothing listens) until `restore`.
   */
  cut(): Promise<void>;
  /** Listens again on the same port; new connections reach the service. */
  restore(): Promise<void>;
  /** Connections passing through now (each counted once, client side). */
  openConnections(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback in front of `target` (PostgreSQL, Redis) that can be cut and restored,
 * so a process's pool meets a real outage: reset connections, then refused ones. The service
 * itself keeps running, so the run never restarts anything it does not own.
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
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
  const port = await listen(0);
  return {
    port,
    cut: stopListening,
    restore: async () => {
      if (!server.listening) await listen(port);
    },
    openConnections: () => pairs.size,
    close: stopListening,
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
