import {
  adminCreditPackEndpoints,
  CREDIT_PACKS,
  endpointPath,
  type CreditPackFieldsInput,
} from '@frameshop/contract';
import type { Db } from '../db/database';
import { creditPacks } from '../db/schema';
import type { insertAdmin } from './admin-fixture';

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
  admin: Pick<Awaited<ReturnType<typeof insertAdmin>>, 'call'>,
  packId: string,
  changes: Partial<CreditPackFieldsInput> = {},
) {
  return admin.call(
    'PUT',
    endpointPath(adminCreditPackEndpoints.save.path, { packId }),
    packFields(packId, changes),
  );
}

/** The owner's new order of the packs, first to last, through the admin API. */
export function reorderPacks(
  admin: Pick<Awaited<ReturnType<typeof insertAdmin>>, 'call'>,
  packIds: readonly string[],
) {
  return admin.call('PUT', adminCreditPackEndpoints.reorder.path, { packIds });
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
