import { vi } from 'vitest';

/**
 * Replaces XMLHttpRequest, the network boundary of uploads (fetch reports no upload progress), with
 * requests a test drives by hand: report progress, answer, fail or see them aborted.
 */
export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];

  readonly upload = new EventTarget();
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseType = '';
  aborted = false;
  responseHeaders: Record<string, string> = {};

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** The browser's progress event for the request body. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }),
    );
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    for (const [name, value] of Object.entries(headers)) {
      this.responseHeaders[name.toLowerCase()] = value;
    }
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  /** No answer: the connection failed. */
  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

/** Installs the fake for one test and answers the requests it will make. */
export function stubXhr(): { sent: FakeXhr[]; last: () => FakeXhr } {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent: FakeXhr.sent,
    last: () => {
      const request = FakeXhr.sent.at(-1);
      if (!request) throw new Error('No upload was sent.');
      return request;
    },
  };
}
