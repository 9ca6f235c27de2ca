// The PDF worker thread (ADR 55): draws invoices with pdfkit off the event loop. A plain module
// that loads the TypeScript layout from source through tsx's API, so it runs the same whether the
// store runs from its bundle (ADR 67) or from source, as `npm run dev` and the tests in-process do.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { drawInvoicePdf } = await import('./invoice-pdf-layout.ts');

parentPort.on('message', async ({ id, invoice }) => {
  try {
    const pdf = await drawInvoicePdf(invoice);
    parentPort.postMessage({ id, pdf }, [pdf.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
