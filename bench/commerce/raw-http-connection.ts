import net from 'node:net';

/** One answer: its status and body (JSON, as the API sends it). */
export interface RawAnswer {
  status: number;
  body: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection that sends one request at a time and reads answers framed by
 * Content-Length, as a load generator such as wrk does. Node's http client spends about as much
 * CPU on a request as the server spends answering it; on two shared cores that would be measured
 * as the server's slowness. The API answers JSON with a Content-Length, never chunked.
 */
export class RawHttpConnection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve(answer: RawAnswer): void; reject(error: Error): void } | undefined;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.deliver();
    });
    const fail = (error: Error) => {
      this.waiting?.reject(error);
      this.waiting = undefined;
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
  }

  static open(url: URL): Promise<RawHttpConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(url.port || 80), url.hostname, () => {
        socket.off('error', reject);
        resolve(new RawHttpConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  /** Sends one request and answers its response. */
  request(
    method: string,
    url: URL,
    headers: Record<string, string>,
    body: string,
  ): Promise<RawAnswer> {
    if (this.waiting) return Promise.reject(new Error('one request at a time'));
    const lines = [`${method} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    lines.push(`content-length: ${Buffer.byteLength(body)}`, '', body);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(lines.join('\r\n'));
    });
  }

  close(): void {
    this.socket.destroy();
  }

  /** Hands the waiting request its answer once the whole response has arrived. */
  private deliver(): void {
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0 || !this.waiting) return;
    const head = this.buffered.subarray(0, headerEnd).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.waiting.reject(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      this.waiting = undefined;
      return;
    }
    const bodyStart = headerEnd + HEADER_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (this.buffered.length < bodyEnd) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffered.subarray(bodyStart, bodyEnd).toString('utf8');
    this.buffered = this.buffered.subarray(bodyEnd);
    const { resolve } = this.waiting;
    this.waiting = undefined;
    resolve({ status, body });
  }
}
