import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

function onePagePdf(text: string): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => document.on('end', resolve));
  document.text(text);
  document.end();
  return ended.then(() => Buffer.concat(chunks));
}

describe('reading a PDF in a test', () => {
  it('reads its lines and leaves JSON.stringify able to write deep JSON for the files after it', async () => {
    const read = await pdfText(await onePagePdf('Tax invoice'));
    expect(read.lines).toEqual(['Tax invoice']);
    expect(read.pageSizes).toEqual([[595.28, 841.89]]);
    // The server's test files share a worker: pdf.js's own, recursive JSON.stringify overflowed here.
    let deep: unknown = [];
    for (let level = 0; level < 3000; level += 1) deep = [deep];
    expect(JSON.stringify(deep)).toHaveLength(6002);
  });
});
