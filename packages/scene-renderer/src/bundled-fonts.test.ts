import fs from 'node:fs';
import { SCENE_FONT_IDS } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { BUNDLED_FONT_FILES } from './bundled-fonts';
import { mappedCharacters } from './test-support/font-cmap';
import { resolvePackageFile } from './test-support/node-canvas';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Printable ASCII, and the Devanagari letters, signs, vowel signs and digits Hindi and Marathi use. */
const LATIN = range(0x20, 0x7e);
const DEVANAGARI = [
  ...range(0x0901, 0x0903),
  ...range(0x0905, 0x090c),
  ...range(0x090f, 0x0910),
  ...range(0x0913, 0x0928),
  ...range(0x092a, 0x0930),
  0x0932,
  ...range(0x0935, 0x0939),
  ...range(0x093c, 0x0944),
  ...range(0x0947, 0x0948),
  ...range(0x094b, 0x094d),
  ...range(0x0964, 0x096f),
];

describe('the bundled fonts', () => {
  it('are a face for every font a scene may name', () => {
    expect(Object.keys(BUNDLED_FONT_FILES).sort()).toEqual([...SCENE_FONT_IDS].sort());
  });

  it.each(SCENE_FONT_IDS)('%s covers Latin and Devanagari', (id) => {
    const mapped = mappedCharacters(
      fs.readFileSync(resolvePackageFile(BUNDLED_FONT_FILES[id].file)),
    );
    const missing = [...LATIN, ...DEVANAGARI].filter((code) => !mapped.has(code));
    expect(missing.map((code) => code.toString(16))).toEqual([]);
  });

  it.each(SCENE_FONT_IDS)('%s ships with its OFL licence', (id) => {
    const licence = fs.readFileSync(resolvePackageFile(BUNDLED_FONT_FILES[id].licence), 'utf8');
    expect(licence).toContain('SIL Open Font License, Version 1.1');
  });
});
