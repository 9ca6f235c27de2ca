import type { SceneFontId } from '@frameshop/contract';

/**
 * The font file of each face a scene may use, as a specifier of the npm package that ships it
 * (Google Fonts' TTFs, each with Latin and Devanagari in one file), and its licence beside it.
 * The server registers these files with `@napi-rs/canvas`; the web app imports the same files as
 * assets and loads them with `FontFace`. One file per face: text layers have no weights.
 */
export const BUNDLED_FONT_FILES: Record<SceneFontId, { file: string; licence: string }> = {
  hind: {
    file: '@expo-google-fonts/hind/400Regular/Hind_400Regular.ttf',
    licence: '@expo-google-fonts/hind/LICENSE_FONT',
  },
  'noto-serif-devanagari': {
    file: '@expo-google-fonts/noto-serif-devanagari/500Medium/NotoSerifDevanagari_500Medium.ttf',
    licence: '@expo-google-fonts/noto-serif-devanagari/LICENSE_FONT',
  },
  'baloo-2': {
    file: '@expo-google-fonts/baloo-2/800ExtraBold/Baloo2_800ExtraBold.ttf',
    licence: '@expo-google-fonts/baloo-2/LICENSE_FONT',
  },
  kalam: {
    file: '@expo-google-fonts/kalam/400Regular/Kalam_400Regular.ttf',
    licence: '@expo-google-fonts/kalam/LICENSE_FONT',
  },
};
