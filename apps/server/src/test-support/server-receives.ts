import type { Server } from 'node:net';

/**
 * Settles once a connection to `server` has brought it `text` (a request on its way in, before it
 * is answered): for tests that must know a request has arrived, on a connection that is busy, before
 * they go on. Listens to connections made after the call.
 */
export function serverReceives(server: Server, text: string): Promise<void> {
  return new Promise((resolve) => {
    server.on('connection', (socket) => {
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
        if (received.includes(text)) resolve();
      });
    });
  });
}
