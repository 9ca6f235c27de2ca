/** Google's WOFF2 encoder and decoder as WebAssembly; the package ships no types. */
declare module 'wawoff2' {
  /** The plain OpenType font a WOFF2 file holds; rejects when the file does not decode. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  /** A plain OpenType font as WOFF2. */
  export function compress(font: Uint8Array): Promise<Uint8Array>;
}
