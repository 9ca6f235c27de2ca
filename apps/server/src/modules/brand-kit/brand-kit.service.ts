import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  BRAND_FONT_MAX_BYTES,
  BRAND_KIT_MAX_FONTS,
  BRAND_KIT_MAX_LOGOS,
  BRAND_LOGO_MAX_BYTES,
  brandFontFamily,
  brandKitEndpoints,
  BrandKitMessage,
  endpointPath,
  ErrorCode,
  type BrandFont,
  type BrandKit,
  type BrandLogo,
  type UpdateBrandKit,
} from '@frameshop/contract';
import type { Multipart } from '@fastify/multipart';
import { loadImage } from '@napi-rs/canvas';
import type { Db, Tx } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { accountMediaKey, readMediaBytes, type MediaStorage } from '../media';
import {
  declaredPictureSize,
  imageLimitPassed,
  sniffMediaSignature,
  type MediaLimits,
} from '../uploads';
import { lockAccount } from '../users';
import * as kits from './brand-kit.repository';
import type { BrandKitFontRow, BrandKitLogoRow } from './brand-kit.schema';
import { parseFont } from './font-description';
import { FontFileRefusal } from './font-file';
import { receiveKitFile, withTempFile, type KitFile } from './kit-files';

/** How long a logo's signed link works: an editing session. */
const LOGO_LINK_TTL_SECONDS = 6 * 3600;

export interface BrandKitDependencies {
  db: Db;
  storage: MediaStorage;
  limits: MediaLimits;
}

/**
 * An account's brand kit (ADR 60): its colours and heading and body fonts, its font files (each
 * parsed before it is kept) and its logos. Every call is for one account, the kit's owner.
 */
export class BrandKitService {
  constructor(private readonly deps: BrandKitDependencies) {}

  async kit(accountId: string): Promise<BrandKit> {
    const { db } = this.deps;
    const [row, fonts, logos] = await Promise.all([
      kits.findKit(db, accountId),
      kits.listFonts(db, accountId),
      kits.listLogos(db, accountId),
    ]);
    return {
      colors: row?.colors ?? [],
      fonts: fonts.map(fontAnswer),
      logos: await Promise.all(logos.map((logo) => this.logoAnswer(logo))),
      headingFontId: row?.headingFontId ?? null,
      bodyFontId: row?.bodyFontId ?? null,
    };
  }

  /** Saves the colours and the heading and body choice, which must be fonts of the kit. */
  async update(accountId: string, changes: UpdateBrandKit): Promise<BrandKit> {
    await this.deps.db.transaction(async (tx) => {
      const named = [changes.headingFontId, changes.bodyFontId].filter(
        (id): id is string => id !== null,
      );
      const own = await kits.findOwnFonts(tx, accountId, named);
      if (named.some((id) => !own.some((font) => font.id === id))) {
        throw AppError.badRequest(BrandKitMessage.unknownKitFont);
      }
      await kits.saveKit(tx, accountId, changes);
    });
    return this.kit(accountId);
  }

  /**
   * Takes a font file: held to the size limit as it arrives, parsed and unpacked (a refusal names
   * the file and the reason, and nothing is kept), and kept as the plain OpenType file it holds.
   * The same file sent again answers the font already in the kit.
   */
  async addFont(accountId: string, parts: AsyncIterable<Multipart>): Promise<BrandFont> {
    const file = await receiveKitFile(parts, BRAND_FONT_MAX_BYTES, BrandKitMessage.fontTooLarge);
    const parsed = await parseFont(file.bytes).catch((error: unknown) => {
      if (!(error instanceof FontFileRefusal)) throw error;
      throw AppError.badRequest(BrandKitMessage.notAFont(file.fileName, error.message), {
        fileName: file.fileName,
        reason: error.message,
      });
    });
    const known = await kits.findFontByContent(this.deps.db, accountId, parsed.contentSha256);
    if (known) return fontAnswer(known);
    const key = accountMediaKey(
      'brand',
      accountId,
      `fonts/${parsed.contentSha256}.${parsed.format}`,
    );
    return fontAnswer(
      await this.keep(key, parsed.bytes, async (tx) => {
        await lockAccount(tx, accountId);
        if ((await kits.countFonts(tx, accountId)) >= BRAND_KIT_MAX_FONTS) {
          throw AppError.conflict(BrandKitMessage.tooManyFonts, { limit: BRAND_KIT_MAX_FONTS });
        }
        return kits.insertFont(tx, {
          accountId,
          family: parsed.family,
          weight: parsed.weight,
          style: parsed.style,
          hasDevanagari: parsed.hasDevanagari,
          fileName: file.fileName,
          contentSha256: parsed.contentSha256,
          sizeBytes: parsed.bytes.length,
          storageKey: key,
        });
      }),
    );
  }

  /** Takes a logo: a PNG, JPEG or WebP picture within the size and pixel limits, decoded whole. */
  async addLogo(accountId: string, parts: AsyncIterable<Multipart>): Promise<BrandLogo> {
    const file = await receiveKitFile(parts, BRAND_LOGO_MAX_BYTES, BrandKitMessage.logoTooLarge);
    const { width, height, mimeType, extension } = await this.checkLogo(file);
    const key = accountMediaKey('brand', accountId, `logos/${randomUUID()}.${extension}`);
    return this.logoAnswer(
      await this.keep(key, file.bytes, async (tx) => {
        await lockAccount(tx, accountId);
        if ((await kits.countLogos(tx, accountId)) >= BRAND_KIT_MAX_LOGOS) {
          throw AppError.conflict(BrandKitMessage.tooManyLogos, { limit: BRAND_KIT_MAX_LOGOS });
        }
        return kits.insertLogo(tx, {
          accountId,
          width,
          height,
          mimeType,
          fileName: file.fileName,
          sizeBytes: file.bytes.length,
          storageKey: key,
        });
      }),
    );
  }

  async deleteFont(accountId: string, fontId: string): Promise<void> {
    const row = isUuid(fontId)
      ? await this.deps.db.transaction((tx) => kits.deleteFont(tx, accountId, fontId))
      : undefined;
    if (!row) throw AppError.notFound(BrandKitMessage.fontNotFound);
    await this.deps.storage.remove(row.storageKey);
  }

  async deleteLogo(accountId: string, logoId: string): Promise<void> {
    const row = isUuid(logoId)
      ? await this.deps.db.transaction((tx) => kits.deleteLogo(tx, accountId, logoId))
      : undefined;
    if (!row) throw AppError.notFound(BrandKitMessage.logoNotFound);
    await this.deps.storage.remove(row.storageKey);
  }

  /** The font's file, for its own account only; any other id is not found. */
  async fontFile(
    accountId: string,
    fontId: string,
  ): Promise<{ bytes: Buffer; row: BrandKitFontRow }> {
    const [row] = isUuid(fontId) ? await kits.findOwnFonts(this.deps.db, accountId, [fontId]) : [];
    if (!row) throw AppError.notFound(BrandKitMessage.fontNotFound);
    return { bytes: await readMediaBytes(this.deps.storage, row.storageKey), row };
  }

  /** Stores the file, then its row in a transaction; a refused row removes the file again. */
  private async keep<Row>(
    key: string,
    bytes: Buffer,
    insert: (tx: Tx) => Promise<Row>,
  ): Promise<Row> {
    await this.deps.storage.putStream(key, Readable.from([bytes]));
    try {
      return await this.deps.db.transaction(insert);
    } catch (error) {
      await this.deps.storage.remove(key).catch(() => {});
      throw error;
    }
  }

  private async checkLogo(file: KitFile) {
    const signature = sniffMediaSignature(file.bytes.subarray(0, 64));
    if (!signature || signature.kind !== 'image') {
      throw new AppError(
        ErrorCode.UnsupportedMediaType,
        415,
        BrandKitMessage.notALogo(file.fileName),
      );
    }
    const declared = await withTempFile(file.bytes, declaredPictureSize);
    if (!declared || imageLimitPassed(declared, this.deps.limits)) {
      throw AppError.badRequest(BrandKitMessage.notALogo(file.fileName));
    }
    try {
      const image = await loadImage(file.bytes);
      return {
        width: image.width,
        height: image.height,
        mimeType: signature.mimeType,
        extension: signature.extension,
      };
    } catch {
      throw AppError.badRequest(BrandKitMessage.notALogo(file.fileName));
    }
  }

  private async logoAnswer(row: BrandKitLogoRow): Promise<BrandLogo> {
    return {
      logoId: row.id,
      url: await this.deps.storage.signedUrl(row.storageKey, LOGO_LINK_TTL_SECONDS),
      width: row.width,
      height: row.height,
    };
  }
}

function fontAnswer(row: BrandKitFontRow): BrandFont {
  return {
    fontId: row.id,
    family: row.family,
    weight: row.weight,
    style: row.style,
    fileName: row.fileName,
    faceFamily: brandFontFamily(row.contentSha256),
    url: endpointPath(brandKitEndpoints.brandFontFile.path, { fontId: row.id }),
    hasDevanagari: row.hasDevanagari,
  };
}
