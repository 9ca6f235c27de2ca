import { inflateSync } from 'node:zlib';

// pdf.js bundles core-js, which on Node 20 (no JSON.rawJSON) puts its own JSON.stringify on the
// global: a recursive one with a far smaller depth limit. The server's test files share their
// worker's globals (`isolate: false`), so a later file's deep JSON would overflow it. The native
// one is put back once pdf.js has loaded, and again after each read: its fake worker, loaded by the
// first getDocument, installs core-js once more.
const nativeStringify = JSON.stringify;
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
JSON.stringify = nativeStringify;

/** What a PDF says, read back as a reader would: its pages' sizes, its lines, its ActualText spans. */
export interface PdfText {
  /** Each page's width and height in points (A4: 595.28 × 841.89). */
  pageSizes: [number, number][];
  /** The text of each line, top to bottom, its runs left to right and joined by a space. */
  lines: string[];
  /** The ActualText of every marked span: what a Devanagari run says in logical order. */
  actualTexts: string[];
  /** Whether every font is embedded (a TrueType font file for each). */
  fontsEmbedded: boolean;
}

/** Reads a PDF's text with pdf.js, and its ActualText from its (deflated) content streams. */
export async function pdfText(pdf: Buffer): Promise<PdfText> {
  try {
    return await readPdf(pdf);
  } finally {
    JSON.stringify = nativeStringify;
  }
}

async function readPdf(pdf: Buffer): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pageSizes: [number, number][] = [];
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    pageSizes.push([Math.round((x1 - x0) * 100) / 100, Math.round((y1 - y0) * 100) / 100]);
    const content = await page.getTextContent();
    const runs = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              text: item.str,
              x: item.transform[4] as number,
              y: Math.round(item.transform[5] as number),
            },
          ]
        : [],
    );
    const byLine = new Map<number, typeof runs>();
    for (const run of runs) {
      // Runs of one line may sit a point apart (a bold run beside a regular one).
      const key = [...byLine.keys()].find((y) => Math.abs(y - run.y) <= 2) ?? run.y;
      byLine.set(key, [...(byLine.get(key) ?? []), run]);
    }
    for (const y of [...byLine.keys()].sort((a, b) => b - a)) {
      lines.push(
        byLine
          .get(y)!
          .sort((a, b) => a.x - b.x)
          .map((run) => run.text.trim())
          .join(' '),
      );
    }
  }
  await document.destroy();
  const raw = pdf.toString('latin1');
  const fonts = raw.match(/\/Type\s*\/Font\b(?!Descriptor)/g)?.length ?? 0;
  const embedded = raw.match(/\/FontFile2\b/g)?.length ?? 0;
  return {
    pageSizes,
    lines,
    actualTexts: actualTextsOf(raw),
    fontsEmbedded: fonts > 0 && embedded >= fonts / 2,
  };
}

const ESCAPES: Record<string, number> = {
  n: 10,
  r: 13,
  t: 9,
  b: 8,
  f: 12,
  '(': 40,
  ')': 41,
  '\\': 92,
};

/** A PDF literal string's bytes: its backslash escapes and octal codes undone. */
function literalBytes(literal: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < literal.length; index += 1) {
    const character = literal[index]!;
    if (character !== '\\') {
      bytes.push(character.charCodeAt(0) & 0xff);
      continue;
    }
    const next = literal[index + 1] ?? '';
    const octal = /^[0-7]{1,3}/.exec(literal.slice(index + 1))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8) & 0xff);
      index += octal.length;
    } else {
      if (next in ESCAPES) bytes.push(ESCAPES[next]!);
      index += 1;
    }
  }
  return Buffer.from(bytes);
}

/** Text from a PDF string's bytes: UTF-16BE after its byte order mark, else Latin-1 (PDFDocEncoding's ASCII). */
function decodedText(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

/** Every `/ActualText` string in the PDF's streams, decoded (UTF-16BE hex or a literal). */
function actualTextsOf(raw: string): string[] {
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const found of content.matchAll(
      /\/ActualText\s*(?:<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\))/g,
    )) {
      if (found[1] !== undefined) {
        texts.push(decodedText(Buffer.from(found[1].replace(/\s+/g, ''), 'hex')));
      } else {
        texts.push(decodedText(literalBytes(found[2]!)));
      }
    }
  }
  return texts;
}
