import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, PROFILE_TABS, profileTabOf, profileTabPath, routePatterns } from './paths';
import type { RouteName } from './paths';

describe('paths', () => {
  it('builds a URL that its own route pattern matches, for every route', () => {
    for (const name of Object.keys(routePatterns) as RouteName[]) {
      const url = paths[name]('123');
      const match = matchPath({ path: routePatterns[name], end: true }, url);
      expect(match, `${name}: ${url}`).not.toBeNull();
      if (routePatterns[name].includes(':templateId')) {
        expect(match?.params.templateId).toBe('123');
      }
    }
  });

  it('spells the routes as the spec does', () => {
    expect(paths.template('5')).toBe('/template/5');
    expect(paths.templateServerRender('5')).toBe('/template/5/server-render');
    expect(paths.templateDirectUpload('5')).toBe('/template/5/direct-upload');
    expect(paths.templateDirectUploadImage('5')).toBe('/template/5/direct-upload-image');
    expect(paths.imageTemplate('5')).toBe('/image-template/5');
    expect(paths.directSell('5')).toBe('/direct-sell/5');
    expect(paths.canvasEditor('5')).toBe('/5');
    expect(paths.purchased()).toBe('/Purchased');
    expect(paths.licence('0b6e3f59-3a51-4f1e-a0a4-3c1fbd3f5e11')).toBe(
      '/licence/0b6e3f59-3a51-4f1e-a0a4-3c1fbd3f5e11',
    );
    expect(paths.liked()).toBe('/Liked');
    expect(paths.cart()).toBe('/Cart');
  });

  it('escapes ids so they cannot add path segments', () => {
    expect(paths.template('a/b')).toBe('/template/a%2Fb');
  });
});

describe('profile tab addresses', () => {
  it('gives every tab but the first a ?tab= of its own, and reads it back', () => {
    expect(profileTabPath('profile')).toBe('/profile');
    for (const tab of PROFILE_TABS) {
      const url = new URL(profileTabPath(tab), 'http://localhost');
      expect(url.pathname).toBe('/profile');
      expect(profileTabOf(url.searchParams)).toBe(tab);
    }
    expect(profileTabPath('generated-videos')).toBe('/profile?tab=generated-videos');
    expect(profileTabOf(new URLSearchParams('tab=nonsense'))).toBe('profile');
  });
});
