import { DOWNLOAD_LINK_TTL_SECONDS } from '@frameshop/contract';
import { MediaUrlSigner } from '../media';

/**
 * Signed links to a batch's archive, `/api/batches/<id>/archive?expires=…&signature=…`, valid for
 * DOWNLOAD_LINK_TTL_SECONDS: opened in a new tab or by a download manager, without the session.
 * Signed as the media links are, with URL_SIGNING_SECRET, over a name no media key can have.
 */
export class BatchArchiveLinks {
  private readonly signer: MediaUrlSigner;

  constructor(secret: string) {
    this.signer = new MediaUrlSigner(secret);
  }

  link(batchId: string, nowMs = Date.now()): string {
    const expires = this.signer.expiryFor(DOWNLOAD_LINK_TTL_SECONDS, nowMs);
    const signature = this.signer.sign(signedName(batchId), expires);
    return `/api/batches/${batchId}/archive?expires=${expires}&signature=${signature}`;
  }

  /** Whether the link's signature is this batch's and has not expired. */
  isValid(batchId: string, expires: string | undefined, signature: string | undefined): boolean {
    return this.signer.verify(signedName(batchId), expires, signature) === 'valid';
  }
}

const signedName = (batchId: string) => `batch-archive:${batchId}`;
