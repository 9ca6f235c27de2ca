import {
  BRAND_FONT_MAX_BYTES,
  BRAND_KIT_MAX_COLORS,
  BRAND_KIT_MAX_FONTS,
  brandFontFamily,
  BrandKitMessage,
  FontRefusal,
  type BrandKit,
} from '@frameshop/contract';
import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandKitFonts, brandKitLogos } from '../../db/schema';
import { registerAccount } from '../../test-support/accounts-fixture';
import { bundledFontBytes, withFamily, woff2Bomb, woff2Of } from '../../test-support/brand-fonts';
import { testConfig, testSecrets, useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { filesUnder, multipartBody, uploadDataDir } from '../../test-support/upload-fixtures';
import { createMediaStorage } from '../media';
import { createBrandKitPersonalData } from './brand-kit-personal-data';
import { SFNT_MAX_BYTES } from './font-file';

describe(`the brand kit's API on ${testEngine}`, () => {
  const dirs = uploadDataDir();
  const testApp = useTestApp({ env: dirs.env });
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  const send = (token: string, what: 'fonts' | 'logos', content: Buffer, fileName: string) => {
    const { payload, headers } = multipartBody([{ fileName, content }]);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/brand-kit/${what}`,
      payload,
      headers: { ...headers, ...auth(token) },
    });
  };
  const kitOf = async (token: string) =>
    (await testApp.app.inject({ url: '/api/brand-kit', headers: auth(token) })).json<BrandKit>();
  const fontRows = (accountId: string) =>
    testApp.database.db.select().from(brandKitFonts).where(eq(brandKitFonts.accountId, accountId));
  const brandFiles = async (accountId: string) =>
    (await filesUnder(dirs.mediaDir)).filter((file) => file.includes(accountId));

  const logoPng = () => {
    const canvas = createCanvas(120, 60);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#d0206080';
    ctx.fillRect(10, 10, 100, 40);
    return canvas.toBuffer('image/png');
  };

  it('starts empty, takes a font (TTF and WOFF2) read from the font itself, colours and a logo', async () => {
    const { token, user } = await registerAccount(testApp.app);
    expect(await kitOf(token)).toEqual({
      colors: [],
      fonts: [],
      logos: [],
      headingFontId: null,
      bodyFontId: null,
    });
    const added = await send(
      token,
      'fonts',
      withFamily(bundledFontBytes('hind'), 'Acme'),
      'acme.ttf',
    );
    expect(added.statusCode).toBe(201);
    const { font } = added.json<{ font: BrandKit['fonts'][number] }>();
    expect(font).toMatchObject({
      family: 'Acme',
      weight: 400,
      style: 'normal',
      fileName: 'acme.ttf',
      hasDevanagari: true,
    });
    const [row] = await fontRows(user.id);
    expect(font.faceFamily).toBe(brandFontFamily(row!.contentSha256));

    const woff2 = await send(token, 'fonts', await woff2Of(bundledFontBytes('kalam')), 'k.woff2');
    expect(woff2.statusCode).toBe(201);
    expect(woff2.json().font).toMatchObject({ family: 'Kalam', fileName: 'k.woff2' });

    const logo = await send(token, 'logos', logoPng(), 'logo.png');
    expect(logo.statusCode).toBe(201);
    expect(logo.json().logo).toMatchObject({ width: 120, height: 60 });

    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/brand-kit',
      headers: auth(token),
      payload: {
        colors: [
          { name: 'Primary', hex: '#0a3d62' },
          { name: 'Accent', hex: '#f6b93b' },
        ],
        headingFontId: font.fontId,
        bodyFontId: woff2.json().font.fontId,
      },
    });
    expect(saved.statusCode).toBe(200);
    const kit = await kitOf(token);
    expect(kit.colors.map((color) => color.name)).toEqual(['Primary', 'Accent']);
    expect(kit.headingFontId).toBe(font.fontId);
    expect(kit.fonts).toHaveLength(2);
    expect(kit.logos).toHaveLength(1);

    // The file is the account's alone: the same address answers nobody else.
    const own = await testApp.app.inject({ url: font.url, headers: auth(token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('font/ttf');
    expect(own.rawPayload.length).toBe(row!.sizeBytes);
    const other = await registerAccount(testApp.app);
    expect(
      (await testApp.app.inject({ url: font.url, headers: auth(other.token) })).statusCode,
    ).toBe(404);
    expect((await testApp.app.inject({ url: font.url })).statusCode).toBe(401);
    // Nor may another account choose it as its heading font.
    const taken = await testApp.app.inject({
      method: 'PUT',
      url: '/api/brand-kit',
      headers: auth(other.token),
      payload: { colors: [], headingFontId: font.fontId, bodyFontId: null },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toBe(BrandKitMessage.unknownKitFont);
  });

  it('refuses each bad font with 400 naming the file and the reason, keeping nothing', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const hind = bundledFontBytes('hind');
    const bad: [string, Buffer, string][] = [
      ['notes.ttf', Buffer.from('These are my notes, not a font at all.'), FontRefusal.notAFont],
      ['cut.ttf', hind.subarray(0, 40_000), FontRefusal.truncated],
      ['cut.woff2', (await woff2Of(hind)).subarray(0, 20_000), FontRefusal.truncated],
      ['bomb.woff2', woff2Bomb(64), FontRefusal.inflatesTooFar('24 MB')],
    ];
    for (const [fileName, content, reason] of bad) {
      const response = await send(token, 'fonts', content, fileName);
      expect(response.statusCode, fileName).toBe(400);
      expect(response.json()).toMatchObject({
        error: BrandKitMessage.notAFont(fileName, reason),
        fileName,
        reason,
      });
    }
    expect(SFNT_MAX_BYTES).toBe(24 * 1_048_576);
    expect(await fontRows(user.id)).toEqual([]);
    expect(await brandFiles(user.id)).toEqual([]);
  });

  it('names each limit it refuses: colours, font size, fonts per kit', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const colors = Array.from({ length: BRAND_KIT_MAX_COLORS + 1 }, (_, index) => ({
      name: `Colour ${index}`,
      hex: '#112233',
    }));
    const tooMany = await testApp.app.inject({
      method: 'PUT',
      url: '/api/brand-kit',
      headers: auth(token),
      payload: { colors, headingFontId: null, bodyFontId: null },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain(BrandKitMessage.tooManyColors);

    const large = await send(token, 'fonts', Buffer.alloc(BRAND_FONT_MAX_BYTES + 1), 'huge.ttf');
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toBe(BrandKitMessage.fontTooLarge('huge.ttf'));
    expect(large.json().error).toContain('5 MB');

    // Ten different files (one face renamed ten ways), then an eleventh.
    for (let index = 0; index < BRAND_KIT_MAX_FONTS; index += 1) {
      const font = withFamily(bundledFontBytes('hind'), `K${index}`);
      expect((await send(token, 'fonts', font, `f${index}.ttf`)).statusCode).toBe(201);
    }
    const eleventh = await send(
      token,
      'fonts',
      withFamily(bundledFontBytes('hind'), 'K10'),
      'x.ttf',
    );
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toBe(BrandKitMessage.tooManyFonts);
    expect(await fontRows(user.id)).toHaveLength(BRAND_KIT_MAX_FONTS);
    expect(await brandFiles(user.id)).toHaveLength(BRAND_KIT_MAX_FONTS);
  });

  it('deletes a font with its file; a kit naming it as heading names none', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const { font } = (await send(token, 'fonts', bundledFontBytes('kalam'), 'k.ttf')).json();
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/brand-kit',
      headers: auth(token),
      payload: { colors: [], headingFontId: font.fontId, bodyFontId: null },
    });
    const other = await registerAccount(testApp.app);
    const url = `/api/brand-kit/fonts/${font.fontId}`;
    expect(
      (await testApp.app.inject({ method: 'DELETE', url, headers: auth(other.token) })).statusCode,
    ).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'DELETE', url, headers: auth(token) })).json(),
    ).toEqual({ deleted: true });
    expect((await kitOf(token)).headingFontId).toBeNull();
    expect(await brandFiles(user.id)).toEqual([]);
  });

  it("is part of the account's data export, and deleted with the account", async () => {
    const { token, user } = await registerAccount(testApp.app);
    await send(token, 'fonts', bundledFontBytes('kalam'), 'kalam.ttf');
    await send(token, 'logos', logoPng(), 'logo.png');
    const storage = createMediaStorage(testConfig(dirs.env), testSecrets);
    const step = createBrandKitPersonalData(storage);
    const db = testApp.database.db;
    const files: { key: string; path: string }[] = [];
    const add = (key: string | null, path: string) =>
      key ? (files.push({ key, path }), path) : null;
    const exported = (await step.exportData!(db, user.id, { add })) as {
      brandKit: { fonts: { family: string; file: string }[]; logos: { file: string }[] };
    };
    expect(exported.brandKit.fonts).toMatchObject([{ family: 'Kalam' }]);
    expect(exported.brandKit.logos).toHaveLength(1);
    expect(files.map((file) => file.path)).toEqual([
      exported.brandKit.fonts[0]!.file,
      exported.brandKit.logos[0]!.file,
    ]);
    for (const file of files) expect(await storage.exists(file.key)).toBe(true);

    await step.erase!(db, { id: user.id, email: '', phoneNumber: '', tokenVersion: 0 });
    await step.eraseFiles!(db, user.id);
    expect(await fontRows(user.id)).toEqual([]);
    expect(
      await db.select().from(brandKitLogos).where(eq(brandKitLogos.accountId, user.id)),
    ).toEqual([]);
    expect(await brandFiles(user.id)).toEqual([]);
  });
});
