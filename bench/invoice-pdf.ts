/**
 * `npm run bench:invoice-pdf`: what drawing an invoice's PDF costs, and what it holds the event
 * loop for. The same invoice (a Devanagari buyer, IGST) is drawn `BENCH_PDF_COUNT` times: first on
 * the event loop itself, as a route would without the worker (each draw holds the loop for all its
 * time), then through the store's PDF worker thread (`InvoicePdfs`), all at once as a crowd of
 * downloads would ask. While they draw, a 10 ms timer measures how late the loop runs: its worst
 * lateness is the longest any other request would wait behind the PDFs.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Invoice } from '@frameshop/contract';
import { drawInvoicePdf } from '../apps/server/src/modules/invoices/invoice-pdf-layout';
import { InvoicePdfs } from '../apps/server/src/modules/invoices/invoice-pdfs';
import { summary, type Timing } from './support/timing-summary';

const COUNT = Number(process.env.BENCH_PDF_COUNT ?? 40);

const invoice: Invoice = {
  number: 'FS/26-27/00123',
  kind: 'invoice',
  title: 'Tax invoice',
  date: '2026-11-28T10:00:00.000Z',
  timeZone: 'Asia/Kolkata',
  seller: {
    name: 'Frameshop Media Private Limited',
    addressLines: ['4th Floor, 12 MG Road', 'Bengaluru 560001'],
    gstin: '29AAGCB7383J1Z4',
    state: '29',
  },
  buyer: {
    name: 'अनुराधा शर्मा डिज़ाइन स्टूडियो LLP',
    addressLines: ['Plot 7, Baner Road', 'Pune 411045'],
    gstin: '27AAPFU0939F1ZV',
    state: '27',
    email: 'accounts@example.com',
  },
  placeOfSupply: '27',
  interState: true,
  sac: '998439',
  description: '500 credits (credit pack)',
  credits: 500,
  rate: 18,
  taxableValue: 33_814,
  cgst: 0,
  sgst: 0,
  igst: 6086,
  total: 39_900,
  currency: 'INR',
  orderId: 'order_Q1w2e3r4t5y6u7',
  invoiceNumber: null,
  invoiceDate: null,
  reason: null,
};

/** Runs `work` while a histogram records the event loop's delay; answers the worst, in ms. */
async function worstLoopDelay(
  work: () => Promise<number[]>,
): Promise<{ samples: number[]; worst: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const samples = await work();
  histogram.disable();
  return { samples, worst: histogram.max / 1e6 };
}

// What the loop's lateness is with nothing to draw, for comparison on a shared, busy machine.
const idle = await worstLoopDelay(async () => {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return [0];
});

const onLoop = await worstLoopDelay(async () => {
  const samples: number[] = [];
  for (let i = 0; i < COUNT; i += 1) {
    const started = performance.now();
    await drawInvoicePdf(invoice);
    samples.push(performance.now() - started);
    // A turn of the loop between draws, as between two requests.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return samples;
});

const pdfs = new InvoicePdfs();
await pdfs.draw(invoice); // The worker's start and its first font load, once per process.
const inWorker = await worstLoopDelay(() =>
  Promise.all(
    Array.from({ length: COUNT }, async () => {
      const started = performance.now();
      await pdfs.draw(invoice);
      return performance.now() - started;
    }),
  ),
);
await pdfs.close();

const row = (name: string, t: Timing, worst: number) =>
  `${name.padEnd(36)} ${t.p50.toFixed(1).padStart(8)} ${t.p99.toFixed(1).padStart(8)} ${worst.toFixed(1).padStart(14)}`;
process.stdout.write(
  `An invoice's PDF (A4, Hind subset embedded), ${COUNT} draws (ms)\n` +
    `${'where'.padEnd(36)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'loop held max'.padStart(14)}\n` +
    `${row('on the event loop, one at a time', summary(onLoop.samples), onLoop.worst)}\n` +
    `${row('in the worker thread, all at once', summary(inWorker.samples), inWorker.worst)}\n` +
    `${'nothing drawn (3 s idle)'.padEnd(36)} ${'—'.padStart(8)} ${'—'.padStart(8)} ${idle.worst.toFixed(1).padStart(14)}\n` +
    "The worker row's times include waiting for the draws queued before (one thread draws in turn).\n",
);
