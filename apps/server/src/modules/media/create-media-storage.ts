import type { Config } from '../../config/env';
import type { Secrets } from '../../config/secrets';
import { LocalDiskStorage } from './local-disk-storage';
import { MediaUrlSigner } from './media-url-signer';
import { S3Storage } from './s3-storage';
import type { MediaStorage } from './storage';

/** The bucket when S3_BUCKET is set, else the local disk under DATA_DIR/media. */
export function createMediaStorage(config: Config, secrets: Secrets): MediaStorage {
  if (config.media.s3) {
    return new S3Storage(config.media.s3, new MediaUrlSigner(secrets.urlSigningSecret));
  }
  return createLocalDiskStorage(config, secrets);
}

/** The local disk store of a configuration, whatever else it names: for tools and tests. */
export function createLocalDiskStorage(config: Config, secrets: Secrets): LocalDiskStorage {
  return new LocalDiskStorage(config.media.dir, new MediaUrlSigner(secrets.urlSigningSecret));
}
