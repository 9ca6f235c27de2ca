import { Worker } from 'node:worker_threads';
import { ErrorCode, InvoiceMessage, type Invoice } from '@frameshop/contract';
import { AppError } from '../../http/app-error';

/** At most this many PDFs wait for the worker; more answer 503 (try again) rather than queue without end. */
const MAX_WAITING = 64;
/** A PDF takes tens of milliseconds; one that takes this long means the worker is stuck. */
const DRAW_TIMEOUT_MS = 20_000;

interface Waiting {
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Draws invoices in one worker thread, started on first use and left out of the process's
 * liveness (it never keeps a stopping process up): the drawing holds that thread, never the event
 * loop, so no request waits behind another's PDF for more than its own turn. A worker that dies
 * fails what it was drawing and is started again on the next call.
 */
export class InvoicePdfs {
  #worker: Worker | undefined;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;

  draw(invoice: Invoice): Promise<Buffer> {
    if (this.#waiting.size >= MAX_WAITING) {
      return Promise.reject(
        new AppError(ErrorCode.ServiceUnavailable, 503, InvoiceMessage.pdfBusy),
      );
    }
    const worker = this.#started();
    const id = this.#nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(id);
        reject(new Error(`The invoice PDF ${invoice.number} took over ${DRAW_TIMEOUT_MS} ms.`));
        this.#stop(new Error('The PDF worker was stopped after a draw that took too long.'));
      }, DRAW_TIMEOUT_MS);
      this.#waiting.set(id, { resolve, reject, timer });
      if (this.#waiting.size === 1) worker.ref();
      worker.postMessage({ id, invoice });
    });
  }

  /** Ends the worker (a closing app's). */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#stop(new Error('The PDF worker was closed.'));
    await worker?.terminate();
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./invoice-pdf-worker.mjs', import.meta.url), {
      // The worker registers tsx itself; the parent's loaders (a test runner's) are not for it.
      execArgv: [],
    });
    worker.unref();
    worker.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
      const waiting = this.#waiting.get(id);
      if (!waiting) return;
      this.#waiting.delete(id);
      clearTimeout(waiting.timer);
      if (this.#waiting.size === 0) worker.unref();
      if (pdf) waiting.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      else waiting.reject(new Error(`The invoice PDF could not be drawn: ${error}`));
    });
    const lost = (error: Error) => {
      if (this.#worker === worker) this.#stop(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The PDF worker exited (${code}).`)));
    this.#worker = worker;
    return worker;
  }

  #stop(error: Error): void {
    const worker = this.#worker;
    this.#worker = undefined;
    for (const waiting of this.#waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    this.#waiting.clear();
    void worker?.terminate();
  }
}

let shared: InvoicePdfs | undefined;

/** The process's one PDF worker, shared by its requests and its jobs. */
export function invoicePdfs(): InvoicePdfs {
  shared ??= new InvoicePdfs();
  return shared;
}
