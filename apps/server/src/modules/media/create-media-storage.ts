import type { Config } from '../../config/env';
import type { Secrets } from '../../config/secrets';
import { LocalDiskStorage } from './local-disk-storage';
import { MediaUrlSigner } from './media-url-signer';

/** The storage the configuration asks for. Only local disk exists so far; S3 slots in here. */
export function createMediaStorage(config: Config, secrets: Secrets): LocalDiskStorage {
  return new LocalDiskStorage(config.media.dir, new MediaUrlSigner(secrets.urlSigningSecret));
}
