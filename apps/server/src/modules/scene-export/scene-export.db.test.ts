import { SceneMessage, SCENE_TEXT_MAX_LENGTH, type SceneInput } from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import {
  buyerScene,
  COMP,
  decode,
  DESIGN,
  makeSceneExportFixture,
  near,
  PHOTO,
  TEXT_BOX,
  WHITE,
  WINDOW,
  type Rgba,
  type SceneExportFixture,
} from '../../test-support/scene-export-fixture';
import { SceneExportService } from './scene-export.service';

describe(`scene export on ${testEngine}`, () => {
  let database: TestDatabase;
  let fixture: SceneExportFixture;
  let exports: SceneExportService;
  beforeAll(async () => {
    database = await createTestDatabase();
    fixture = await makeSceneExportFixture(database.db);
    exports = new SceneExportService({ db: database.db, storage: fixture.storage });
  });
  afterAll(async () => {
    fixture.remove();
    await database.close();
  });

  const image = (scene: unknown, format: 'png' | 'jpeg' = 'png', userId = fixture.buyerId) =>
    exports.exportImage({ userId, templateId: fixture.imageTemplateId, scene }, format);
  const textArea = { x: TEXT_BOX.x, y: TEXT_BOX.y, width: TEXT_BOX.maxWidth, height: 140 };
  const whiteish = (rgba: Rgba) => near(rgba, WHITE, 40);

  it('draws the photo in the overlay window and the overlay around it, at full size, as PNG', async () => {
    const picture = await image(buyerScene(fixture.photoId));
    expect(picture).toMatchObject({ mimeType: 'image/png', ...COMP });
    expect(picture.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const pixels = await decode(picture.bytes);
    expect([pixels.width, pixels.height]).toEqual([COMP.width, COMP.height]);
    expect(pixels.at(WINDOW.x + 400, WINDOW.y + 400)).toEqual(PHOTO);
    expect(pixels.at(WINDOW.x + 5, WINDOW.y + WINDOW.height - 5)).toEqual(PHOTO);
    expect(pixels.at(20, 20)).toEqual(DESIGN);
    expect(pixels.at(WINDOW.x - 5, WINDOW.y + 400)).toEqual(DESIGN);
    expect(pixels.at(WINDOW.x + 400, WINDOW.y + WINDOW.height + 5)).toEqual(DESIGN);
    // The text is drawn over the design: white glyphs, and the design between them.
    expect(pixels.count(textArea, whiteish)).toBeGreaterThan(3000);
    expect(pixels.count(textArea, (rgba) => near(rgba, DESIGN, 0))).toBeGreaterThan(30_000);
  });

  it('reads a template’s overlay once for many pictures, as a batch draws one design per row', async () => {
    const reads: string[] = [];
    const counting = Object.assign(Object.create(fixture.storage), {
      read: (key: string, span?: Parameters<typeof fixture.storage.read>[1]) => {
        reads.push(key);
        return fixture.storage.read(key, span);
      },
    });
    const counted = new SceneExportService({ db: database.db, storage: counting });
    const pictures = await Promise.all(
      [1, 2, 3].map(() =>
        counted.exportImage(
          {
            userId: fixture.buyerId,
            templateId: fixture.imageTemplateId,
            scene: buyerScene(fixture.photoId),
          },
          'jpeg',
        ),
      ),
    );
    expect(reads.filter((key) => key.endsWith('/overlay.png')).length).toBeLessThanOrEqual(1);
    // Each still drawn whole: the design around the window.
    for (const picture of pictures)
      expect(near((await decode(picture.bytes)).at(20, 20), DESIGN, 8)).toBe(true);
  });

  it('draws no text pixels where the text layer is hidden', async () => {
    const scene = buyerScene(fixture.photoId);
    scene.layers[3]!.hidden = true;
    const pixels = await decode((await image(scene)).bytes);
    expect(pixels.count(textArea, whiteish)).toBe(0);
  });

  it('exports the same composition as JPEG', async () => {
    const picture = await image(buyerScene(fixture.photoId), 'jpeg');
    expect(picture).toMatchObject({ mimeType: 'image/jpeg', ...COMP });
    expect([...picture.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const pixels = await decode(picture.bytes);
    expect([pixels.width, pixels.height]).toEqual([COMP.width, COMP.height]);
    expect(near(pixels.at(WINDOW.x + 400, WINDOW.y + 400), PHOTO)).toBe(true);
    expect(near(pixels.at(20, 20), DESIGN)).toBe(true);
    expect(pixels.count(textArea, whiteish)).toBeGreaterThan(3000);
  });

  it('draws only the buyer layers of a video template on a transparent PNG', async () => {
    const picture = await exports.exportBuyerLayers({
      userId: fixture.buyerId,
      templateId: fixture.videoTemplateId,
      scene: buyerScene(fixture.photoId),
    });
    expect(picture).toMatchObject({ mimeType: 'image/png', ...COMP });
    const pixels = await decode(picture.bytes);
    expect(pixels.at(20, 20)).toEqual([0, 0, 0, 0]);
    expect(pixels.at(WINDOW.x + 400, WINDOW.y + 400)).toEqual(PHOTO);
    expect(pixels.count(textArea, whiteish)).toBeGreaterThan(3000);
  });

  describe('refuses a bad scene with a message a person can act on', () => {
    async function refusal(scene: unknown, userId?: string): Promise<AppError> {
      const error = await image(scene, 'png', userId).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    }
    const withTitle = (change: Record<string, unknown>): SceneInput => {
      const scene = buyerScene(fixture.photoId);
      scene.layers[3] = { ...scene.layers[3]!, ...change } as SceneInput['layers'][number];
      return scene;
    };

    it('text over the limit', async () => {
      const text = 'a'.repeat(SCENE_TEXT_MAX_LENGTH + 1);
      const error = await refusal(withTitle({ text, lines: [text] }));
      expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(error.message).toBe(`scene.layers[3].text: ${SceneMessage.textTooLong}`);
    });

    it('a font that is not bundled', async () => {
      const error = await refusal(withTitle({ font: 'Arial' }));
      expect(error.message).toBe(`scene.layers[3].font: ${SceneMessage.unknownFont}`);
    });

    it('a layer off the canvas', async () => {
      const error = await refusal(withTitle({ x: -5000 }));
      expect(error.message).toContain(SceneMessage.offCanvas('title'));
    });

    it('a scene larger than the limit', async () => {
      const padded = buyerScene(fixture.photoId, 'word '.repeat(99));
      const title = padded.layers[3] as { lines: string[] };
      // Within every other limit: blank lines, which laying out never makes, padded to the limit.
      const blank = ' '.repeat(SCENE_TEXT_MAX_LENGTH);
      title.lines = [...title.lines, ...Array<string>(300).fill(blank)];
      const error = await refusal(padded);
      expect(error.message).toBe(SceneMessage.tooLarge);
    });

    it('a scene made for another size', async () => {
      const error = await refusal({ ...buyerScene(fixture.photoId), width: 1200 });
      expect(error).toMatchObject({ statusCode: 400 });
      expect(error.message).toContain('the template is 1080×1920');
    });

    it("a photo that is not the buyer's, or is a video", async () => {
      const others = await refusal(buyerScene(fixture.othersPhotoId));
      expect(others).toMatchObject({ statusCode: 400, details: { layerId: 'photo' } });
      // Named as the buyer sees the slot, never by its layer's id (programs get that in details).
      expect(others.message).toBe(
        'Photo 1 of the design is not among your uploads any more. Choose another photo.',
      );
      const video = await refusal(buyerScene(fixture.videoUploadId));
      expect(video.message).toBe(
        'Photo 1 of the design holds a video; it takes photos. Choose a photo for it.',
      );
    });

    it('a template of the other kind', async () => {
      await expect(
        exports.exportBuyerLayers({
          userId: fixture.buyerId,
          templateId: fixture.imageTemplateId,
          scene: buyerScene(fixture.photoId),
        }),
      ).rejects.toMatchObject({ statusCode: 400 });
    });
  });
});
