import {
  adminCreditPackEndpoints,
  CREDIT_PACKS,
  endpointPath,
  type CreditPackFieldsInput,
} from '@frameshop/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { creditPacks } from '../db/schema';
import { AdminTokenService } from '../modules/admin';
import { insertUser } from './admin-fixture';
import { caller } from './commerce-fixture';
import { testSecrets } from './test-app';

/** An admin account with a dashboard token (as the password gate issues it), and a caller. */
export async function packAdmin(app: FastifyInstance, db: Db) {
  const user = await insertUser(db, { role: 'admin' });
  const { token } = await new AdminTokenService(testSecrets.jwtSecret).issue({
    userId: user.id,
    tokenVersion: user.tokenVersion,
  });
  return { user, call: caller(app, token) };
}

export type PackAdmin = Awaited<ReturnType<typeof packAdmin>>;

/** The fields of a pack as the migration made it, with `changes`: a PUT or POST body. */
export function packFields(
  packId: string,
  changes: Partial<CreditPackFieldsInput> = {},
): CreditPackFieldsInput {
  const pack = CREDIT_PACKS.find((each) => each.id === packId) ?? CREDIT_PACKS[0]!;
  return {
    credits: pack.credits,
    priceInr: pack.priceInr,
    popular: pack.popular,
    savingsLabel: pack.savingsLabel,
    active: true,
    ...changes,
  };
}

/** The owner's change of one pack, through the admin API. */
export function savePack(
  admin: PackAdmin,
  packId: string,
  changes: Partial<CreditPackFieldsInput> = {},
) {
  return admin.call(
    'PUT',
    endpointPath(adminCreditPackEndpoints.save.path, { packId }),
    packFields(packId, changes),
  );
}

/** Puts the spec's four packs back as the migration made them, and nothing else. */
export async function resetCreditPacks(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(creditPacks);
    await tx
      .insert(creditPacks)
      .values(CREDIT_PACKS.map((pack, index) => ({ ...pack, position: index + 1, active: true })));
  });
}
