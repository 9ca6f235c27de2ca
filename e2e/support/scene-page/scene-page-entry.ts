/**
 * The browser half of the preview = export check, bundled by `scene-page.ts`: the renderer and
 * the font loader the editors use, on a page of its own, so the check needs no screen of the app.
 */
import { sceneFontCss, type Scene } from '@frameshop/contract';
import { drawScene, layoutText, loadBundledFonts } from '@frameshop/scene-renderer';

async function loadPicture(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

const fontsLoaded = loadBundledFonts(
  document.fonts,
  (family, url) => new FontFace(family, `url(${url})`),
  (id) => `/fonts/${id}.ttf`,
);

/** Kit fonts by id → family (ADR 60), as entries: a Map does not cross `page.evaluate`. */
type BrandFontEntries = [string, string][];

const scenePage = {
  /**
   * Loads a kit font's file with `FontFace`, as the editor does, under the family the server
   * registers the same file under.
   */
  async loadBrandFont(family: string, url: string): Promise<void> {
    const bytes = await (await fetch(url)).arrayBuffer();
    const face = new FontFace(family, bytes);
    await face.load();
    document.fonts.add(face);
  },

  /** The scene with every text layer laid out here, as the editor lays it out. */
  async layOut(scene: Scene, brandFonts: BrandFontEntries = []): Promise<Scene> {
    await fontsLoaded;
    const ctx = document.createElement('canvas').getContext('2d')!;
    const options = { brandFonts: new Map(brandFonts) };
    const layers = scene.layers.map((layer) =>
      layer.type === 'text' ? { ...layer, lines: layoutText(ctx, layer, options) } : layer,
    );
    return { ...scene, layers };
  },

  /** The scene drawn at comp size (all of it, or the buyer's layers alone), as a PNG data URL. */
  async draw(
    scene: Scene,
    pictures: { overlay?: string; uploads: Record<string, string> },
    layers: 'all' | 'buyer' = 'all',
    brandFonts: BrandFontEntries = [],
  ) {
    await fontsLoaded;
    const canvas = document.createElement('canvas');
    canvas.width = scene.width;
    canvas.height = scene.height;
    const uploads = new Map<string, HTMLImageElement>();
    for (const [id, url] of Object.entries(pictures.uploads))
      uploads.set(id, await loadPicture(url));
    const overlay = pictures.overlay ? await loadPicture(pictures.overlay) : undefined;
    drawScene<HTMLImageElement>(
      canvas.getContext('2d')!,
      scene,
      { overlay, uploads, brandFonts: new Map(brandFonts) },
      { layers },
    );
    return canvas.toDataURL('image/png');
  },

  /** Whether every bundled face is ready (not a fallback) for this font shorthand. */
  fontReady: (font: Parameters<typeof sceneFontCss>[0]) =>
    document.fonts.check(sceneFontCss(font, 16), 'Aक'),
};

Object.assign(window, { scenePage });
export type ScenePage = typeof scenePage;
