import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import type { Plugin } from 'vite';
// By path, not by the contract's package name: vite.config.ts, which loads this file, is bundled
// with its relative imports and run by Node, which cannot run a linked package's TypeScript. The
// constants import nothing.
import { SHARE_PICTURE_SIZE } from '../../../../packages/contract/src/constants';
import { SITE_NAME, STORE_SHARE_PICTURE } from '../lib/site';

/**
 * The store's own share picture (ADR 29): what a link to the home page, a list or the FAQ shows
 * in a link preview, where a page has no picture of its own. Drawn when the app is built, from
 * the store's look: its name, its logo (public/favicon.svg) and the brand and accent colours of
 * the stylesheet's theme, so a new colour or name makes a new picture. The faces are bundled with
 * the app (the canvas editor's), so every machine draws the same picture.
 */

const require = createRequire(import.meta.url);
const STYLESHEET = new URL('../styles/index.css', import.meta.url);
const LOGO = new URL('../../public/favicon.svg', import.meta.url);
const FACES = {
  name: {
    family: 'Share Baloo 2',
    file: '@expo-google-fonts/baloo-2/800ExtraBold/Baloo2_800ExtraBold.ttf',
  },
  text: { family: 'Share Hind', file: '@expo-google-fonts/hind/400Regular/Hind_400Regular.ttf' },
} as const;

/** The theme's colours the picture is drawn in. */
const TOKENS = [
  'brand-100',
  'brand-200',
  'brand-400',
  'brand-500',
  'brand-600',
  'brand-700',
  'brand-900',
  'brand-950',
  'accent-400',
] as const;
type Token = (typeof TOKENS)[number];
export type StoreColours = Record<Token, string>;

/** The colours of the stylesheet's `@theme` (`--color-brand-600: #5b43e6;`), by name. */
export function themeColours(css: string): StoreColours {
  const colours = {} as StoreColours;
  for (const token of TOKENS) {
    const value = new RegExp(`--color-${token}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(css)?.[1];
    if (!value) throw new Error(`The stylesheet's theme has no --color-${token} as #rrggbb.`);
    colours[token] = value;
  }
  return colours;
}

function registerFaces(): void {
  for (const { family, file } of Object.values(FACES)) {
    if (!GlobalFonts.registerFromPath(require.resolve(file), family)) {
      throw new Error(`The face ${file} could not be registered for the share picture.`);
    }
  }
}

/** A rounded rectangle filled with a diagonal gradient, as the home page's hero draws its frames. */
function frame(
  context: SKRSContext2D,
  [x, y, width, height]: [number, number, number, number],
  [from, to]: [string, string],
  angle: number,
): void {
  context.save();
  context.translate(x + width / 2, y + height / 2);
  context.rotate((angle * Math.PI) / 180);
  context.shadowColor = 'rgba(8, 6, 30, 0.45)';
  context.shadowBlur = 40;
  context.shadowOffsetY = 16;
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.roundRect(-width / 2 - 10, -height / 2 - 10, width + 20, height + 20, 26);
  context.fill();
  context.shadowColor = 'transparent';
  const gradient = context.createLinearGradient(-width / 2, -height / 2, width / 2, height / 2);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  context.fillStyle = gradient;
  context.beginPath();
  context.roundRect(-width / 2, -height / 2, width, height, 18);
  context.fill();
  context.restore();
}

function glow(context: SKRSContext2D, x: number, y: number, radius: number, colour: string) {
  const gradient = context.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, colour);
  gradient.addColorStop(1, `${colour}00`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, SHARE_PICTURE_SIZE.width, SHARE_PICTURE_SIZE.height);
}

/** The picture as a PNG, 1200×630. */
export async function drawStoreSharePicture(
  colours: StoreColours,
  logoSvg: Buffer,
): Promise<Buffer> {
  registerFaces();
  const { width, height } = SHARE_PICTURE_SIZE;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');

  // The home page's closing band: brand 600 through 900, an accent glow in its corner.
  const background = context.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, colours['brand-600']);
  background.addColorStop(0.55, colours['brand-700']);
  background.addColorStop(1, colours['brand-950']);
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);
  context.globalAlpha = 0.45;
  glow(context, 1080, 40, 420, colours['accent-400']);
  context.globalAlpha = 0.35;
  glow(context, 60, 640, 380, colours['brand-400']);
  context.globalAlpha = 1;

  // The three kinds, as the hero shows them: a wide video, a tall story and a square post.
  frame(context, [740, 178, 376, 212], [colours['brand-500'], colours['brand-900']], -4);
  frame(context, [962, 322, 138, 245], [colours['accent-400'], colours['brand-600']], 6);
  frame(context, [700, 398, 176, 176], [colours['brand-200'], colours['brand-500']], -8);
  // The play button on the wide frame.
  context.save();
  context.translate(928, 284);
  context.fillStyle = 'rgba(255, 255, 255, 0.95)';
  context.beginPath();
  context.arc(0, 0, 42, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = colours['brand-700'];
  context.beginPath();
  context.moveTo(-12, -20);
  context.lineTo(22, 0);
  context.lineTo(-12, 20);
  context.closePath();
  context.fill();
  context.restore();

  // The logo and the name, then what the store sells.
  const logo = await loadImage(logoSvg);
  context.drawImage(logo, 80, 96, 112, 112);
  context.fillStyle = '#ffffff';
  context.textBaseline = 'alphabetic';
  context.font = `92px "${FACES.name.family}"`;
  context.fillText(SITE_NAME, 214, 186);
  context.font = `44px "${FACES.text.family}"`;
  context.fillStyle = '#ffffff';
  const lines = ['Video templates,', 'image templates and', 'ready-made videos.'];
  lines.forEach((line, index) => context.fillText(line, 84, 318 + index * 56));
  context.font = `30px "${FACES.text.family}"`;
  context.fillStyle = colours['brand-100'];
  context.fillText('Make them yours in minutes.', 84, 510);
  context.fillText('Pay only for what you download.', 84, 552);

  return canvas.encode('png');
}

/** Reads the store's look from the app's own files and draws its share picture. */
export async function storeSharePicture(): Promise<Buffer> {
  const colours = themeColours(fs.readFileSync(STYLESHEET, 'utf8'));
  return drawStoreSharePicture(colours, fs.readFileSync(LOGO));
}

/**
 * Puts the share picture into the browser build at its stable address (STORE_SHARE_PICTURE.path),
 * and serves it from the development server at the same address.
 */
export function storeSharePicturePlugin(): Plugin {
  const fileName = STORE_SHARE_PICTURE.path.slice(1);
  return {
    name: 'frameshop:store-share-picture',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await storeSharePicture() });
    },
    configureServer(server) {
      server.middlewares.use(STORE_SHARE_PICTURE.path, (_request, response) => {
        void storeSharePicture().then((png) => {
          response.setHeader('content-type', 'image/png');
          response.end(png);
        });
      });
    },
  };
}
