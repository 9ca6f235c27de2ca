import { createHash } from 'node:crypto';
import { FontRefusal } from '@frameshop/contract';
import * as fontkit from 'fontkit';
import { FontFileRefusal, plainFontFile } from './font-file';
import { registerBrandFont } from './font-registration';

/** What the kit shows of a font, read from the font itself, and the file that is kept. */
export interface ParsedFont {
  /** The plain OpenType file: kept, served and drawn. */
  bytes: Buffer;
  contentSha256: string;
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  hasDevanagari: boolean;
  /** `otf` for CFF outlines, `ttf` for TrueType. */
  format: 'ttf' | 'otf';
}

const DEVANAGARI_KA = 0x0915;

/**
 * Reads an uploaded font as untrusted input (ADR 60): its container and table directory checked
 * and unpacked (`plainFontFile`), then parsed by fontkit down to its names, its OS/2 weight, its
 * character map and the outlines of a few glyphs, and finally registered with the server's renderer,
 * which must take it. Any failure is a `FontFileRefusal` with the reason a person can read.
 */
export async function parseFont(uploaded: Buffer): Promise<ParsedFont> {
  const bytes = await plainFontFile(uploaded);
  const described = describe(bytes);
  const contentSha256 = createHash('sha256').update(bytes).digest('hex');
  if (!registerBrandFont(contentSha256, bytes)) throw new FontFileRefusal(FontRefusal.notDrawable);
  return { bytes, contentSha256, ...described };
}

function describe(bytes: Buffer): Omit<ParsedFont, 'bytes' | 'contentSha256'> {
  let font: fontkit.Font;
  try {
    const opened = fontkit.create(bytes);
    if (!('familyName' in opened) || 'fonts' in opened) throw new Error('a collection');
    font = opened;
    const family = font.familyName?.trim();
    if (!family) throw new Error('no family name');
    const characters = new Set(font.characterSet);
    // Lays out a line: reads the cmap, the metrics and the outlines of what it draws.
    const sample = characters.has(DEVANAGARI_KA) ? 'Aa क' : 'Aa';
    const run = font.layout(sample);
    for (const glyph of run.glyphs) void glyph.path.commands.length;
    const os2 = (
      font as unknown as {
        'OS/2'?: { usWeightClass?: number; fsSelection?: { italic?: boolean; oblique?: boolean } };
      }
    )['OS/2'];
    const weight = Math.min(
      900,
      Math.max(100, Math.round((os2?.usWeightClass ?? 400) / 100) * 100),
    );
    const italic =
      Boolean(os2?.fsSelection?.italic || os2?.fsSelection?.oblique) || font.italicAngle !== 0;
    return {
      family: family.slice(0, 100),
      weight,
      style: italic ? 'italic' : 'normal',
      hasDevanagari: characters.has(DEVANAGARI_KA),
      format: bytes.toString('latin1', 0, 4) === 'OTTO' ? 'otf' : 'ttf',
    };
  } catch {
    throw new FontFileRefusal(FontRefusal.unreadable);
  }
}
