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
 * A font for the titles drawn into demo media, or undefined: without one the media simply carry no
 * text. Paths with characters that ffmpeg's filter syntax would need escaped are skipped.
 */
export function findDemoFont(candidates: readonly string[] = CANDIDATES): string | undefined {
  return candidates.find((file) => !/[':\\,;[\]]/.test(file) && fs.existsSync(file));
}
