import type { SceneFontId } from '@frameshop/contract';
import { loadBundledFonts } from '@frameshop/scene-renderer';
// The files `BUNDLED_FONT_FILES` names, which the server registers: Vite gives each a hashed,
// long-cached URL. scene-fonts.test.ts holds the two lists together.
import baloo2Url from '@expo-google-fonts/baloo-2/800ExtraBold/Baloo2_800ExtraBold.ttf?url';
import hindUrl from '@expo-google-fonts/hind/400Regular/Hind_400Regular.ttf?url';
import kalamUrl from '@expo-google-fonts/kalam/400Regular/Kalam_400Regular.ttf?url';
import notoSerifDevanagariUrl from '@expo-google-fonts/noto-serif-devanagari/500Medium/NotoSerifDevanagari_500Medium.ttf?url';

export const SCENE_FONT_URLS: Record<SceneFontId, string> = {
  hind: hindUrl,
  'noto-serif-devanagari': notoSerifDevanagariUrl,
  'baloo-2': baloo2Url,
  kalam: kalamUrl,
};

let loading: Promise<void> | undefined;

/**
 * Loads the bundled scene fonts into the page, once: await it before `layoutText` measures or
 * `drawScene` draws, or the lines would be measured with a fallback font. A failure is not
 * remembered, so the next call tries again.
 */
export function loadSceneFonts(): Promise<void> {
  loading ??= loadBundledFonts(
    document.fonts,
    (family, url) => new FontFace(family, `url(${url})`),
    (id) => SCENE_FONT_URLS[id],
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
