import { Readable } from 'node:stream';
import { brandFontRef, BrandKitMessage, type SceneInput } from '@frameshop/contract';
import type { Multipart } from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { bundledFontBytes, withFamily } from '../../test-support/brand-fonts';
import {
  buyerScene,
  decode,
  makeSceneExportFixture,
  TEXT_BOX,
  type SceneExportFixture,
} from '../../test-support/scene-export-fixture';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { SceneExportService } from '../scene-export';
import { BrandKitService } from './brand-kit.service';

/** One file part, as `request.parts()` yields it. */
async function* filePart(content: Buffer, filename: string): AsyncGenerator<Multipart> {
  yield { type: 'file', filename, file: Readable.from([content]) } as unknown as Multipart;
}

describe(`kit fonts in scenes on ${testEngine}`, () => {
  let database: TestDatabase;
  let fixture: SceneExportFixture;
  let kits: BrandKitService;
  let exports: SceneExportService;
  beforeAll(async () => {
    database = await createTestDatabase();
    fixture = await makeSceneExportFixture(database.db);
    kits = new BrandKitService({
      db: database.db,
      storage: fixture.storage,
      limits: { maxImagePixels: 40_000_000, maxVideoDimension: 4096, maxVideoSeconds: 600 },
    });
    exports = new SceneExportService({ db: database.db, storage: fixture.storage });
  });
  afterAll(async () => {
    fixture.remove();
    await database.close();
  });

  const addFont = (accountId: string, content: Buffer, fileName = 'brand.ttf') =>
    kits.addFont(accountId, filePart(content, fileName));
  /** The design with its title in `font`, on one line, so every face lays it out alike. */
  const sceneIn = (font: string): SceneInput => {
    // An empty photo slot: whichever account draws it, only the text is in question.
    const scene = buyerScene(null as unknown as string);
    const text = 'Brand Sans आरव';
    scene.layers[3] = { ...scene.layers[3]!, font, text, lines: [text] } as never;
    return scene;
  };
  const textPixels = async (userId: string, font: string) => {
    const picture = await exports.exportImage(
      { userId, templateId: fixture.imageTemplateId, scene: sceneIn(font) },
      'png',
    );
    const pixels = await decode(picture.bytes);
    const box = { x: TEXT_BOX.x, y: TEXT_BOX.y, width: TEXT_BOX.maxWidth, height: 140 };
    const values: number[] = [];
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = box.x; x < box.x + box.width; x++) values.push(...pixels.at(x, y));
    }
    return values;
  };
  const refusal = (userId: string, font: string) =>
    exports
      .exportImage({ userId, templateId: fixture.imageTemplateId, scene: sceneIn(font) }, 'png')
      .then(
        () => undefined,
        (error: unknown) => error,
      );

  it("refuses another account's kit font in a scene, naming the layer, and draws nothing", async () => {
    const others = await addFont(fixture.otherUserId, bundledFontBytes('kalam'));
    const error = await refusal(fixture.buyerId, brandFontRef(others.fontId));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: BrandKitMessage.sceneFontNotInKit('title'),
      details: { layerId: 'title' },
    });
    // A font that never was is refused alike, and a bundled face's name is no kit font.
    const never = await refusal(fixture.buyerId, brandFontRef(crypto.randomUUID()));
    expect(never).toMatchObject({ statusCode: 400, details: { layerId: 'title' } });
    // Its owner draws with it.
    expect(await textPixels(fixture.otherUserId, brandFontRef(others.fontId))).toEqual(
      await textPixels(fixture.otherUserId, 'kalam'),
    );
  });

  it('draws two kits’ fonts of one family name each from its own file', async () => {
    // Two accounts' "Brnd": one is Hind's file, the other Kalam's.
    const first = await addFont(fixture.buyerId, withFamily(bundledFontBytes('hind'), 'Brnd'));
    const second = await addFont(
      fixture.otherUserId,
      withFamily(bundledFontBytes('baloo-2'), 'Brnd'),
    );
    expect([first.family, second.family]).toEqual(['Brnd', 'Brnd']);
    expect(first.faceFamily).not.toBe(second.faceFamily);
    const firstDrawn = await textPixels(fixture.buyerId, brandFontRef(first.fontId));
    const secondDrawn = await textPixels(fixture.otherUserId, brandFontRef(second.fontId));
    expect(firstDrawn).toEqual(await textPixels(fixture.buyerId, 'hind'));
    expect(secondDrawn).toEqual(await textPixels(fixture.buyerId, 'baloo-2'));
    expect(firstDrawn).not.toEqual(secondDrawn);
  });

  it('never draws a replaced file again: the old font is refused, the new one draws its own glyphs', async () => {
    const serif = bundledFontBytes('noto-serif-devanagari');
    const old = await addFont(fixture.buyerId, withFamily(serif, 'Same'), 'same.ttf');
    await kits.deleteFont(fixture.buyerId, old.fontId);
    const replaced = await addFont(
      fixture.buyerId,
      withFamily(bundledFontBytes('kalam'), 'Same'),
      'same.ttf',
    );
    expect(replaced.family).toBe('Same');
    expect(replaced.faceFamily).not.toBe(old.faceFamily);
    const error = await refusal(fixture.buyerId, brandFontRef(old.fontId));
    expect(error).toMatchObject({ statusCode: 400, details: { layerId: 'title' } });
    const drawn = await textPixels(fixture.buyerId, brandFontRef(replaced.fontId));
    expect(drawn).toEqual(await textPixels(fixture.buyerId, 'kalam'));
    expect(drawn).not.toEqual(await textPixels(fixture.buyerId, 'noto-serif-devanagari'));
  });
});
