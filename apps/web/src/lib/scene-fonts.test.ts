import { SCENE_FONT_IDS } from '@frameshop/contract';
import { BUNDLED_FONT_FILES } from '@frameshop/scene-renderer';
import { describe, expect, it } from 'vitest';
import { SCENE_FONT_URLS } from './scene-fonts';

describe('the scene fonts the browser loads', () => {
  it.each(SCENE_FONT_IDS)('%s is the file the server registers', (id) => {
    const file = BUNDLED_FONT_FILES[id].file;
    expect(decodeURI(SCENE_FONT_URLS[id])).toContain(file.slice(file.indexOf('/') + 1));
  });
});
