import type { Db } from '../../db/database';
import { isSealed, type SecretBox } from './webhook-secret-box';
import { endpointsWithClearSecrets, replaceStoredSecrets } from './webhooks.repository';

const SEAL_BATCH = 200;

/**
 * Encrypts the signing secrets stored in clear before ADR 56, a batch at a time; answers how many
 * endpoints it sealed. Run by the hourly log job, so an upgraded store seals them at its start.
 */
export async function sealClearSecrets(db: Db, box: SecretBox): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await endpointsWithClearSecrets(db, SEAL_BATCH);
    for (const row of rows) {
      const seal = (stored: string) => (isSealed(stored) ? stored : box.seal(stored));
      await replaceStoredSecrets(db, row, {
        secret: seal(row.secret),
        previousSecret: row.previousSecret === null ? null : seal(row.previousSecret),
      });
    }
    sealed += rows.length;
    if (rows.length < SEAL_BATCH) return sealed;
  }
}
