/**
 * A small JPEG encoder for tests: the kinds of JPEG that neither ffmpeg nor @napi-rs/canvas writes
 * (progressive, CMYK as Photoshop saves it), from a colour per pixel. 4:4:4, one quantisation table
 * and the standard Huffman tables (ITU T.81 annex K), so its output is small and any decoder reads
 * it. Also puts an EXIF orientation into any JPEG, as a camera held sideways records it.
 */

export type Rgb = readonly [number, number, number];

export interface JpegOptions {
  width: number;
  height: number;
  /** The colour of each pixel, 0–255 a channel. */
  pixel: (x: number, y: number) => Rgb;
  /** Spectral selection: the DC of every component in one scan, then each one's AC in its own. */
  progressive?: boolean;
  /** Four components, C M Y K, stored inverted with an Adobe marker, as Photoshop writes them. */
  cmyk?: boolean;
}

const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20,
  13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52,
  45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];
/** Every coefficient divided by the same step: plenty for flat colours and gradients. */
const QUANT_STEP = 4;

// Annex K.3: the luminance DC and AC tables, as counts of codes per length and their symbols.
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_BITS = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d];
// prettier-ignore
const AC_VALUES = [
  0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07,
  0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0,
  0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28,
  0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49,
  0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69,
  0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
  0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7,
  0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5,
  0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2,
  0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8,
  0xf9, 0xfa,
];

type Codes = Map<number, { code: number; length: number }>;

function huffmanCodes(bits: readonly number[], values: readonly number[]): Codes {
  const codes: Codes = new Map();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < bits[length - 1]!; i++) codes.set(values[k++]!, { code: code++, length });
    code <<= 1;
  }
  return codes;
}
const DC_CODES = huffmanCodes(DC_BITS, DC_VALUES);
const AC_CODES = huffmanCodes(AC_BITS, AC_VALUES);

/** Entropy-coded bits, with a 00 stuffed after every FF byte and the last byte padded with ones. */
class BitWriter {
  private readonly bytes: number[] = [];
  private buffer = 0;
  private count = 0;

  write(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.buffer = (this.buffer << 1) | ((value >> bit) & 1);
      this.count += 1;
      if (this.count === 8) this.flushByte();
    }
  }

  finish(): Buffer {
    while (this.count !== 0) this.write(1, 1);
    return Buffer.from(this.bytes);
  }

  private flushByte(): void {
    this.bytes.push(this.buffer);
    if (this.buffer === 0xff) this.bytes.push(0);
    this.buffer = 0;
    this.count = 0;
  }
}

/** The size category of a coefficient and its bits, as JPEG codes them. */
function magnitude(value: number): { size: number; bits: number } {
  const size = value === 0 ? 0 : Math.floor(Math.log2(Math.abs(value))) + 1;
  return { size, bits: value < 0 ? value + (1 << size) - 1 : value };
}

function writeSymbol(out: BitWriter, codes: Codes, symbol: number): void {
  const entry = codes.get(symbol);
  if (!entry) throw new Error(`No Huffman code for ${symbol}`);
  out.write(entry.code, entry.length);
}

/** One 8×8 block's quantised coefficients, in zigzag order, from its samples (level-shifted). */
function blockCoefficients(samples: readonly number[]): number[] {
  const out = new Array<number>(64);
  for (let v = 0; v < 8; v++) {
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
          sum +=
            (samples[y * 8 + x]! - 128) *
            Math.cos(((2 * x + 1) * u * Math.PI) / 16) *
            Math.cos(((2 * y + 1) * v * Math.PI) / 16);
        }
      }
      const cu = u === 0 ? Math.SQRT1_2 : 1;
      const cv = v === 0 ? Math.SQRT1_2 : 1;
      out[v * 8 + u] = Math.round((0.25 * cu * cv * sum) / QUANT_STEP);
    }
  }
  return ZIGZAG.map((index) => out[index]!);
}

/** The components' samples of a pixel: Y Cb Cr, or Adobe's inverted C M Y K. */
function samplesOf([r, g, b]: Rgb, cmyk: boolean): number[] {
  if (!cmyk) {
    return [
      0.299 * r + 0.587 * g + 0.114 * b,
      128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
      128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
    ];
  }
  const k = 1 - Math.max(r, g, b) / 255;
  const ink = (channel: number) => (k === 1 ? 0 : (1 - channel / 255 - k) / (1 - k));
  return [ink(r), ink(g), ink(b), k].map((share) => 255 * (1 - share));
}

function segment(marker: number, body: Buffer | number[]): Buffer {
  const data = Buffer.from(body);
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

function huffmanTable(tableClass: number, bits: readonly number[], values: readonly number[]) {
  return [(tableClass << 4) | 0, ...bits, ...values];
}

/** Encodes a picture whose sides are multiples of 8. */
export function encodeJpeg(options: JpegOptions): Buffer {
  const { width, height, pixel, progressive = false, cmyk = false } = options;
  if (width % 8 !== 0 || height % 8 !== 0) throw new Error('Sides must be multiples of 8.');
  const components = cmyk ? 4 : 3;
  const columns = width / 8;
  const rows = height / 8;
  // blocks[component][block index] = 64 coefficients in zigzag order.
  const blocks: number[][][] = Array.from({ length: components }, () => []);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      const samples: number[][] = Array.from({ length: components }, () => []);
      for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
          samplesOf(pixel(bx * 8 + x, by * 8 + y), cmyk).forEach((value, c) =>
            samples[c]!.push(value),
          );
        }
      }
      samples.forEach((block, c) => blocks[c]!.push(blockCoefficients(block)));
    }
  }
  const ids = Array.from({ length: components }, (_, c) => c + 1);

  const encodeDc = (out: BitWriter, coefficient: number, previous: number) => {
    const { size, bits } = magnitude(coefficient - previous);
    writeSymbol(out, DC_CODES, size);
    if (size > 0) out.write(bits, size);
  };
  const encodeAc = (out: BitWriter, block: readonly number[]) => {
    let run = 0;
    for (let k = 1; k < 64; k++) {
      const value = block[k]!;
      if (value === 0) {
        run += 1;
        continue;
      }
      while (run > 15) {
        writeSymbol(out, AC_CODES, 0xf0);
        run -= 16;
      }
      const { size, bits } = magnitude(value);
      writeSymbol(out, AC_CODES, (run << 4) | size);
      out.write(bits, size);
      run = 0;
    }
    // End of block (in a progressive scan the same symbol is an end-of-band run of one).
    if (run > 0) writeSymbol(out, AC_CODES, 0x00);
  };
  const scanHeader = (scanIds: number[], start: number, end: number) =>
    segment(0xda, [scanIds.length, ...scanIds.flatMap((id) => [id, 0x00]), start, end, 0]);

  const scans: Buffer[] = [];
  const count = columns * rows;
  if (progressive) {
    const dc = new BitWriter();
    const previous = new Array<number>(components).fill(0);
    for (let i = 0; i < count; i++) {
      for (let c = 0; c < components; c++) {
        const coefficient = blocks[c]![i]![0]!;
        encodeDc(dc, coefficient, previous[c]!);
        previous[c] = coefficient;
      }
    }
    scans.push(scanHeader(ids, 0, 0), dc.finish());
    for (let c = 0; c < components; c++) {
      const ac = new BitWriter();
      for (const block of blocks[c]!) encodeAc(ac, block);
      scans.push(scanHeader([ids[c]!], 1, 63), ac.finish());
    }
  } else {
    const out = new BitWriter();
    const previous = new Array<number>(components).fill(0);
    for (let i = 0; i < count; i++) {
      for (let c = 0; c < components; c++) {
        const block = blocks[c]![i]!;
        encodeDc(out, block[0]!, previous[c]!);
        previous[c] = block[0]!;
        encodeAc(out, block);
      }
    }
    scans.push(scanHeader(ids, 0, 63), out.finish());
  }

  const frame = [8, height >> 8, height & 0xff, width >> 8, width & 0xff, components];
  for (const id of ids) frame.push(id, 0x11, 0);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    cmyk
      ? // Adobe's marker, transform 0: the components are C M Y K as they are.
        segment(0xee, [...Buffer.from('Adobe'), 0, 100, 0, 0, 0, 0, 0])
      : segment(0xe0, [...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xdb, [0, ...new Array<number>(64).fill(QUANT_STEP)]),
    segment(progressive ? 0xc2 : 0xc0, frame),
    segment(0xc4, [...huffmanTable(0, DC_BITS, DC_VALUES), ...huffmanTable(1, AC_BITS, AC_VALUES)]),
    ...scans,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * The JPEG with an EXIF block saying how to turn it (1 upright, 6 a quarter clockwise, as a phone
 * held upright records it), put right after its start as cameras put it.
 */
export function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
}
