import { even, fitWithin } from '../modules/template-media';

export { even };

/**
 * The visual vocabulary of the demo catalogue: layouts and their sizes, colour palettes, animated
 * backgrounds drawn by ffmpeg's own sources (no stock footage to ship), window placements and text.
 */

export type DemoLayout = '16:9' | '9:16' | '1:1';

export interface Size {
  width: number;
  height: number;
}

/** The composition size a template is designed for. */
export const CANVAS: Record<DemoLayout, Size> = {
  '16:9': { width: 1920, height: 1080 },
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
};

/** Hover previews and posters: small, about 480 px on the long side. */
export const PREVIEW: Record<DemoLayout, Size> = {
  '16:9': { width: 480, height: 270 },
  '9:16': { width: 270, height: 480 },
  '1:1': { width: 360, height: 360 },
};

/** The finished videos sold as they are: 720p-class, enough to judge them by. */
export const COMPILED: Record<DemoLayout, Size> = {
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
  '1:1': { width: 720, height: 720 },
};

export const FPS = 25;

type Rgb = readonly [number, number, number];

/** Three colours a background blends between, plus one for borders and text accents. */
export interface Palette {
  colors: readonly [Rgb, Rgb, Rgb];
  accent: string;
}

/**
 * Every colour stays far from pure green, so keying the green-screen window never eats into the
 * design around it.
 */
export const PALETTES = {
  sunset: {
    colors: [
      [255, 94, 77],
      [255, 175, 64],
      [110, 40, 140],
    ],
    accent: 'FFD166',
  },
  ocean: {
    colors: [
      [8, 48, 107],
      [33, 113, 181],
      [107, 174, 214],
    ],
    accent: 'F1FAEE',
  },
  blush: {
    colors: [
      [255, 183, 197],
      [229, 152, 155],
      [181, 101, 118],
    ],
    accent: 'FFF1F3',
  },
  teal: {
    colors: [
      [0, 109, 119],
      [131, 197, 190],
      [255, 221, 210],
    ],
    accent: 'FFDDD2',
  },
  neon: {
    colors: [
      [58, 12, 163],
      [247, 37, 133],
      [76, 201, 240],
    ],
    accent: '4CC9F0',
  },
  sand: {
    colors: [
      [221, 161, 94],
      [188, 108, 37],
      [96, 68, 56],
    ],
    accent: 'FEFAE0',
  },
  arcade: {
    colors: [
      [20, 20, 60],
      [255, 0, 110],
      [58, 134, 255],
    ],
    accent: 'FFBE0B',
  },
  citrus: {
    colors: [
      [255, 190, 11],
      [251, 86, 7],
      [255, 0, 110],
    ],
    accent: 'FFFFFF',
  },
  sky: {
    colors: [
      [142, 202, 230],
      [33, 158, 188],
      [2, 48, 71],
    ],
    accent: 'FFB703',
  },
  violet: {
    colors: [
      [60, 9, 108],
      [157, 78, 221],
      [224, 170, 255],
    ],
    accent: 'FFFFFF',
  },
  energy: {
    colors: [
      [208, 0, 0],
      [255, 186, 8],
      [63, 0, 113],
    ],
    accent: 'FFFFFF',
  },
  gold: {
    colors: [
      [40, 30, 20],
      [212, 175, 55],
      [255, 236, 179],
    ],
    accent: 'FFF3C4',
  },
  frost: {
    colors: [
      [202, 240, 248],
      [0, 119, 182],
      [3, 4, 94],
    ],
    accent: 'FFFFFF',
  },
  confetti: {
    colors: [
      [255, 89, 94],
      [255, 202, 58],
      [25, 130, 196],
    ],
    accent: 'FFFFFF',
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export type BackgroundStyle = 'aurora' | 'rings' | 'ribbons' | 'fractal' | 'cells' | 'life';

/** Where a template's window sits, as fractions of the frame. */
export interface WindowBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Window placements per layout; all stay clear of the title band at the bottom. */
export const WINDOWS: Record<DemoLayout, readonly WindowBox[]> = {
  '16:9': [
    { x: 0.36, y: 0.1, width: 0.58, height: 0.62 },
    { x: 0.06, y: 0.1, width: 0.58, height: 0.62 },
    { x: 0.18, y: 0.08, width: 0.64, height: 0.66 },
  ],
  '9:16': [
    { x: 0.1, y: 0.14, width: 0.8, height: 0.56 },
    { x: 0.06, y: 0.24, width: 0.88, height: 0.5 },
  ],
  '1:1': [
    { x: 0.14, y: 0.1, width: 0.72, height: 0.62 },
    { x: 0.08, y: 0.08, width: 0.84, height: 0.66 },
  ],
};

/** Fraction of the height taken by the title band at the bottom. */
export const TITLE_BAND = 0.17;

export function windowPixels(box: WindowBox, size: Size): Size & { x: number; y: number } {
  return {
    x: even(box.x * size.width),
    y: even(box.y * size.height),
    width: even(box.width * size.width),
    height: even(box.height * size.height),
  };
}

/**
 * A filtergraph fragment that draws an animated background of `seconds` at `size` and labels it
 * `[label]`. Everything is cheap per frame, so ten seconds of 720p cost about as much as a thumbnail:
 * gradients are computed once on a small grid, scaled once, and panned in a closed loop (the clip
 * ends where it began); the fractal and the automata are computed small and scaled up.
 */
export function backgroundGraph(
  style: BackgroundStyle,
  palette: Palette,
  size: Size,
  seconds: number,
  label: string,
): string {
  const frames = Math.round(seconds * FPS);
  const scaleUp = `scale=${size.width}:${size.height}:flags=bicubic,setsar=1,format=yuv420p`;
  const grid = (divisor: number) => `${even(size.width / divisor)}x${even(size.height / divisor)}`;
  switch (style) {
    case 'fractal': {
      // At most 320 px wide: the zoom is computed per frame, and it is soft enough to scale up.
      const divisor = Math.max(2.5, Math.max(size.width, size.height) / 320);
      return (
        `mandelbrot=s=${grid(divisor)}:r=${FPS}:maxiter=80:start_scale=2.6:end_scale=1.1:` +
        `end_pts=${frames}:outer=normalized_iteration_count:inner=black,` +
        // Recoloured through the palette: ffmpeg's own colours include greens a key would catch.
        `trim=duration=${seconds},format=gray,format=rgb24,${paletteLut(palette)},${scaleUp}[${label}]`
      );
    }
    case 'life':
    case 'cells': {
      // A cellular automaton's texture laid softly over a drifting gradient: Conway's Game of Life
      // as glowing dots, or rule 18's triangles as a woven pattern.
      // Blending costs per pixel, so it happens at preview size at most; the result is soft anyway.
      const work = fitWithin(size, 480);
      const cells = (divisor: number) =>
        `${even(work.width / divisor)}x${even(work.height / divisor)}`;
      const texture =
        style === 'life'
          ? `life=s=${cells(5)}:r=${FPS}:ratio=0.2:death_color=black:life_color=white,boxblur=1`
          : `cellauto=s=${cells(4)}:r=${FPS}:rule=18:random_fill_ratio=0.3`;
      const blend =
        style === 'life'
          ? 'all_mode=screen:all_opacity=0.55'
          : 'all_mode=softlight:all_opacity=0.45';
      return (
        `${driftingGradient(style === 'life' ? 'rings' : 'aurora', palette, work, seconds)},` +
        `format=gbrp[${label}g];` +
        `${texture},trim=duration=${seconds},scale=${work.width}:${work.height}:flags=bicubic,` +
        `setsar=1,format=gbrp[${label}t];` +
        `[${label}g][${label}t]blend=${blend},${scaleUp}[${label}]`
      );
    }
    default:
      return `${driftingGradient(style, palette, size, seconds)}[${label}]`;
  }
}

/** Bands of colour from `geq`, drawn once, a quarter larger than the frame, and panned in a circle. */
function driftingGradient(
  style: 'aurora' | 'rings' | 'ribbons',
  palette: Palette,
  size: Size,
  seconds: number,
): string {
  const fields = {
    aurora: ['0.5+0.5*sin(2*PI*(X/W*1.3+Y/H*0.4))', '0.5+0.5*sin(2*PI*Y/H*1.1+2*sin(X/W*3))'],
    rings: ['0.5+0.5*sin(hypot(X/W-0.5,(Y/H-0.5)*H/W)*2*PI*4)', '0.5+0.5*sin(2*PI*X/W)'],
    ribbons: ['0.5+0.5*sin(2*PI*(X/W+Y/H)*1.6)', '0.5+0.5*sin(2*PI*(X/W-Y/H)*0.7)'],
  }[style];
  const [s1, s2] = fields;
  const channel = (index: 0 | 1 | 2) => {
    const [a, b, c] = palette.colors.map((color) => color[index]) as [number, number, number];
    const first = `(${a}+${b - a}*(${s1}))`;
    return `'${first}+(${c}-${first})*0.55*(${s2})'`;
  };
  const long = Math.max(size.width, size.height);
  const grid = `${even((size.width / long) * 240)}x${even((size.height / long) * 240)}`;
  const big = `${even(size.width * 1.25)}:${even(size.height * 1.25)}`;
  const turn = `2*PI*t/${seconds}`;
  return (
    `nullsrc=s=${grid}:r=${FPS},trim=end_frame=1,format=gbrp,` +
    `geq=r=${channel(0)}:g=${channel(1)}:b=${channel(2)},` +
    `scale=${big}:flags=bicubic,setsar=1,format=yuv420p,` +
    `loop=loop=-1:size=1:start=0,setpts=N/${FPS}/TB,trim=duration=${seconds},` +
    `crop=${size.width}:${size.height}:x='(iw-ow)/2*(1+sin(${turn}))':y='(ih-oh)/2*(1+cos(${turn}))'`
  );
}

/** Maps grey levels through the palette: black to the first colour, mid-grey to the second, white to the third. */
function paletteLut(palette: Palette): string {
  const channel = (index: 0 | 1 | 2) => {
    const [a, b, c] = palette.colors.map((color) => color[index]) as [number, number, number];
    return `'if(lt(val,128),${a}+${b - a}*val/128,${b}+${c - b}*(val-128)/127)'`;
  };
  return `lutrgb=r=${channel(0)}:g=${channel(1)}:b=${channel(2)}`;
}

/**
 * Text for drawtext, reduced to characters that need no escaping at any of ffmpeg's quoting levels.
 * Names are ours, so nothing meaningful is lost.
 */
export function safeText(text: string): string {
  return text.replace(/[^A-Za-z0-9 &.!-]/g, '').trim();
}

/** A font size at which `text` fits `maxWidth`, at most `maxSize` (bold sans: ~0.62 em a glyph). */
export function fittingFontSize(text: string, maxWidth: number, maxSize: number): number {
  return Math.max(8, Math.min(Math.floor(maxSize), Math.floor(maxWidth / (text.length * 0.62))));
}
