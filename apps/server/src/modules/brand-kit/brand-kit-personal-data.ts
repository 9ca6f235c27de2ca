import type { PersonalDataStep } from '../../db/personal-data';
import type { MediaStorage } from '../media';
import * as kits from './brand-kit.repository';

/** A file name that is safe inside a ZIP on any system: no folders, no odd characters. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'file';

/**
 * The account's brand kit: exported with its font and logo files; at closing the kit's settings go
 * in the closing transaction, and each font and logo with its file afterwards, its row once the
 * file is gone, so a retry picks up where it stopped.
 */
export const createBrandKitPersonalData = (
  storage: Pick<MediaStorage, 'remove'>,
): PersonalDataStep => ({
  module: 'brand-kit',
  tables: ['brand_kits', 'brand_kit_fonts', 'brand_kit_logos'],
  async exportData(tx, accountId, files) {
    const [kit, fonts, logos] = [
      await kits.findKit(tx, accountId),
      await kits.listFonts(tx, accountId),
      await kits.listLogos(tx, accountId),
    ];
    return {
      brandKit: {
        colors: kit?.colors ?? [],
        headingFontId: kit?.headingFontId ?? null,
        bodyFontId: kit?.bodyFontId ?? null,
        fonts: fonts.map((font) => ({
          fontId: font.id,
          family: font.family,
          weight: font.weight,
          style: font.style,
          fileName: font.fileName,
          bytes: font.sizeBytes,
          createdAt: font.createdAt,
          file: files.add(font.storageKey, `brand-kit/fonts/${font.id}-${safeName(font.fileName)}`),
        })),
        logos: logos.map((logo) => ({
          logoId: logo.id,
          fileName: logo.fileName,
          width: logo.width,
          height: logo.height,
          bytes: logo.sizeBytes,
          createdAt: logo.createdAt,
          file: files.add(logo.storageKey, `brand-kit/logos/${logo.id}-${safeName(logo.fileName)}`),
        })),
      },
    };
  },
  async erase(tx, owner) {
    await kits.deleteKit(tx, owner.id);
  },
  async eraseFiles(db, accountId) {
    for (const font of await kits.listFonts(db, accountId)) {
      await storage.remove(font.storageKey);
      await kits.deleteFont(db, accountId, font.id);
    }
    for (const logo of await kits.listLogos(db, accountId)) {
      await storage.remove(logo.storageKey);
      await kits.deleteLogo(db, accountId, logo.id);
    }
  },
});
