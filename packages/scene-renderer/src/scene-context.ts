/**
 * The part of the Canvas 2D API the renderer uses. The browser's `CanvasRenderingContext2D` and
 * `@napi-rs/canvas`'s `SKRSContext2D` both fit it, so one function draws on both; `Image` is
 * whatever that context draws pictures from (an `HTMLImageElement` or `ImageBitmap` in the
 * browser, an `Image` of `@napi-rs/canvas` on the server).
 *
 * Methods are written as methods on purpose: TypeScript compares their parameters both ways, which
 * lets each platform's own picture type stand in for `Image`.
 */
export interface SceneContext<Image> {
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(radians: number): void;
  scale(x: number, y: number): void;
  beginPath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  clip(): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: Image, dx: number, dy: number, dw: number, dh: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  fillStyle: string | object;
  font: string;
  textAlign: string;
  textBaseline: string;
  globalAlpha: number;
  imageSmoothingQuality: string;
}

/** What the renderer needs to know of a picture: its size in pixels. */
export interface SceneImage {
  width: number;
  height: number;
}
