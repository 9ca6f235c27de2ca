import type { BrandFontFamilies } from '@frameshop/contract';
import type { TextMeasurer } from '@frameshop/scene-renderer';

let measuring: CanvasRenderingContext2D | null | undefined;

function measuringContext(): CanvasRenderingContext2D {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) throw new Error('This browser cannot measure text on a canvas.');
  return measuring;
}

/**
 * A 2D context to measure text with, made on first use: the canvas editor lays text out with it
 * and Make many fits each row's words with it (the bundled fonts are loaded before either opens).
 */
export const canvasMeasurer: TextMeasurer = {
  get font() {
    return measuringContext().font;
  },
  set font(value: string) {
    measuringContext().font = value;
  },
  measureText: (text: string) => measuringContext().measureText(text),
};

/** The measuring context with a kit's loaded fonts (ADR 60): text in them is laid out in them. */
export const measurerWithBrandFonts = (brandFonts: BrandFontFamilies): TextMeasurer => ({
  get font() {
    return canvasMeasurer.font;
  },
  set font(value: string) {
    canvasMeasurer.font = value;
  },
  measureText: (text: string) => canvasMeasurer.measureText(text),
  brandFonts,
});
