import type { TemplateMediaKeys } from '../catalogue';
import type { PreparationHashes } from './content-hash';
import type { ClipContainer } from './remux';

/**
 * Where the media made from one set of the owner's files live. The folders are content hashes, so a
 * public key never changes content (public keys are cached for a year) and the same files are made
 * once whatever rows share them: the owner's own files under the hash of their bytes, what is made
 * from them under the hash of how it is made too. What a buyer pays for is under `private/`, what
 * anyone may see under `public/` (ADR 13).
 */
const privateDir = (hash: string) => `private/templates/${hash}`;
const publicDir = (hash: string) => `public/templates/${hash}`;

/** What was made and measured, written last: its presence says every file before it is stored. */
export const manifestKey = (hashes: PreparationHashes) =>
  `${privateDir(hashes.derivation)}/prepared.json`;

/**
 * A video template's keys: as the demo's (`poster`, `sharePicture`, `preview`, `maskPreview`), and
 * the full-size files.
 */
export function videoTemplateKeys(
  hashes: PreparationHashes,
  source: ClipContainer,
  /** `png` for a mask keyed from the clip, else the owner's mask clip's container. */
  mask: ClipContainer | 'png',
): Required<
  Pick<TemplateMediaKeys, 'poster' | 'sharePicture' | 'preview' | 'source' | 'mask' | 'maskPreview'>
> {
  const made = hashes.derivation;
  return {
    source: `${privateDir(hashes.files)}/source.${source}`,
    // A mask keyed from the clip is made (at the poster's time); a mask clip is the owner's.
    mask: `${privateDir(mask === 'png' ? made : hashes.files)}/mask.${mask}`,
    maskPreview: `${publicDir(made)}/mask-preview.png`,
    preview: `${publicDir(made)}/preview.mp4`,
    poster: `${publicDir(made)}/poster.jpg`,
    sharePicture: `${publicDir(made)}/share.jpg`,
  };
}

export function imageTemplateKeys(
  hashes: PreparationHashes,
): Required<Pick<TemplateMediaKeys, 'poster' | 'sharePicture' | 'overlay' | 'overlayPreview'>> {
  return {
    overlay: `${privateDir(hashes.files)}/overlay.png`,
    overlayPreview: `${publicDir(hashes.derivation)}/overlay-preview.png`,
    poster: `${publicDir(hashes.derivation)}/poster.jpg`,
    sharePicture: `${publicDir(hashes.derivation)}/share.jpg`,
  };
}

export function directSellKeys(
  hashes: PreparationHashes,
  compiled: ClipContainer,
): Required<Pick<TemplateMediaKeys, 'poster' | 'sharePicture' | 'preview' | 'compiled'>> {
  return {
    compiled: `${privateDir(hashes.files)}/compiled.${compiled}`,
    preview: `${publicDir(hashes.derivation)}/preview.mp4`,
    poster: `${publicDir(hashes.derivation)}/poster.jpg`,
    sharePicture: `${publicDir(hashes.derivation)}/share.jpg`,
  };
}
