import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * The fonts every PDF the store makes embeds (ADR 55): Hind, shipped in an npm package, which
 * draws Latin and Devanagari and the rupee sign. Read from the package's files, never fetched.
 */
export const documentFonts = {
  regular: require.resolve('@expo-google-fonts/hind/400Regular/Hind_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/hind/700Bold/Hind_700Bold.ttf'),
} as const;

let drawable: ReadonlySet<number> | undefined;

/** The characters both weights draw (read once, on first use). */
function drawableCharacters(): ReadonlySet<number> {
  if (!drawable) {
    const sets = Object.values(documentFonts).map(
      (file) => new Set((fontkit.openSync(file) as fontkit.Font).characterSet),
    );
    const [first, ...rest] = sets;
    drawable = new Set([...first!].filter((code) => rest.every((set) => set.has(code))));
  }
  return drawable;
}

/** Characters that a line break or a joiner may be, which no font draws as a glyph. */
const INVISIBLE = new Set([0x0a, 0x0d, 0x200c, 0x200d]);

/** The characters of `text` that the documents' fonts cannot draw, each once, in order. */
export function undrawableCharacters(text: string): string[] {
  const characters = drawableCharacters();
  const missing = new Set<string>();
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (!INVISIBLE.has(code) && !characters.has(code)) missing.add(character);
  }
  return [...missing];
}
