import fs from 'node:fs';

/** Bold sans fonts found on common systems (Debian/Ubuntu, Fedora, Arch, Alpine, macOS). */
const CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf',
  '/Library/Fonts/Arial Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
];

/**
 * A bold sans font of the system for the text ffmpeg draws (the watermarks of previews and paid
 * media, the titles of demo media), or undefined: without one a watermark is a plain band and demo
 * media carry no text. Paths with characters that ffmpeg's filter syntax would need escaped are
 * skipped. The media module's, below the renders, the templates' media and the demo catalogue
 * that use it.
 */
export function findSystemFont(candidates: readonly string[] = CANDIDATES): string | undefined {
  return candidates.find((file) => !/[':\\,;[\]]/.test(file) && fs.existsSync(file));
}
