import type { BrandFont, BrandFontFamilies } from '@frameshop/contract';
import { useEffect, useState } from 'react';
import { loadBrandFonts } from '../lib/brand-fonts';

const NONE: BrandFontFamilies = new Map();

/**
 * The kit's fonts loaded into the page, by id → family; empty until they are (text in a kit font
 * is laid out and drawn only once its file is there, never in a stand-in).
 */
export function useBrandFonts(fonts: readonly BrandFont[] | undefined): {
  families: BrandFontFamilies;
  ready: boolean;
} {
  const [families, setFamilies] = useState<BrandFontFamilies>(NONE);
  const key = (fonts ?? []).map((font) => font.faceFamily).join(',');
  useEffect(() => {
    if (!fonts) return;
    let current = true;
    loadBrandFonts(fonts).then(
      (next) => current && setFamilies(next),
      () => current && setFamilies(NONE),
    );
    return () => {
      current = false;
    };
    // The files, not the array's identity, decide what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { families, ready: fonts !== undefined && families.size === fonts.length };
}
