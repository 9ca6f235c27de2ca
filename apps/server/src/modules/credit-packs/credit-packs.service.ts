import {
  CreditPackAdminMessage,
  type AdminCreditPack,
  type CreditPack,
  type CreditPackFields,
} from '@frameshop/contract';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import { auditLog } from '../admin';
import {
  allPacks,
  insertPack,
  lockAllPacks,
  packsOnSale,
  setPositions,
  unmarkPopularBut,
  updatePack,
  type CreditPackChange,
  type CreditPackRow,
} from './credit-packs.repository';
import { savingsLabelWarnings } from './savings-label-check';

/** Who makes a change, for the audit log. */
export interface PackEditor {
  adminUserId: string;
  address: string;
}

const countText = new Intl.NumberFormat('en-IN');

/**
 * The credit packs: the ones on sale for buyers and payments, all of them for the owner, who
 * edits, adds and orders them. Every change is audited (before → after) in its own transaction; a
 * change applies to the next order only, as an order keeps the credits and amount it was made with.
 */
export class CreditPacksService {
  constructor(private readonly db: Db) {}

  /** What the pricing and Buy Credits pages list, and what an order may be made for. */
  async onSale(): Promise<CreditPack[]> {
    return (await packsOnSale(this.db)).map(toCreditPack);
  }

  async forOwner(): Promise<AdminCreditPack[]> {
    return describe(await allPacks(this.db));
  }

  async save(
    editor: PackEditor,
    packId: string,
    fields: CreditPackFields,
  ): Promise<AdminCreditPack> {
    const packs = await this.db.transaction(async (tx) => {
      const locked = await lockAllPacks(tx);
      const before = locked.find((pack) => pack.id === packId);
      if (!before) throw AppError.notFound(CreditPackAdminMessage.notFound);
      assertChangeAllowed(locked, packId, fields);
      const unmarked = fields.popular ? await unmarkPopularBut(tx, packId) : [];
      const after = await updatePack(tx, packId, changeOf(fields));
      await audit(tx, editor, 'credit-pack.save', {
        packId,
        before: changeOf(before),
        after: changeOf(after),
        ...(unmarked.length > 0 ? { popularTakenFrom: unmarked } : {}),
      });
      return allPacks(tx);
    });
    return describeOne(packs, packId);
  }

  /** A new pack, last in the list; its id is named for its credits. */
  async add(editor: PackEditor, fields: CreditPackFields): Promise<AdminCreditPack> {
    const { packs, packId } = await this.db.transaction(async (tx) => {
      const locked = await lockAllPacks(tx);
      const id = freeId(locked, `pack-${fields.credits}`);
      assertChangeAllowed(locked, id, fields);
      const unmarked = fields.popular ? await unmarkPopularBut(tx, id) : [];
      const position = Math.max(0, ...locked.map((pack) => pack.position)) + 1;
      const added = await insertPack(tx, { id, position, ...changeOf(fields) });
      await audit(tx, editor, 'credit-pack.add', {
        packId: id,
        before: null,
        after: changeOf(added),
        ...(unmarked.length > 0 ? { popularTakenFrom: unmarked } : {}),
      });
      return { packs: await allPacks(tx), packId: id };
    });
    return describeOne(packs, packId);
  }

  /** The packs in the owner's order: `packIds` lists every pack, on sale or not, once. */
  async reorder(editor: PackEditor, packIds: readonly string[]): Promise<AdminCreditPack[]> {
    const packs = await this.db.transaction(async (tx) => {
      await lockAllPacks(tx);
      // Read again once locked: a locked read that waited for another owner's new order answers
      // the rows sorted as they were before it.
      const before = await allPacks(tx);
      assertWholeOrder(before, packIds);
      await setPositions(tx, packIds);
      await audit(tx, editor, 'credit-pack.order', {
        before: before.map((pack) => pack.id),
        after: packIds,
      });
      return allPacks(tx);
    });
    return describe(packs);
  }
}

/** The rules that span packs, checked under the lock of every pack. */
function assertChangeAllowed(packs: CreditPackRow[], packId: string, fields: CreditPackFields) {
  const others = packs.filter((pack) => pack.id !== packId);
  if (others.some((pack) => pack.credits === fields.credits)) {
    throw AppError.conflict(CreditPackAdminMessage.creditsTaken(countText.format(fields.credits)), {
      field: 'credits',
    });
  }
  if (!fields.active && !others.some((pack) => pack.active)) {
    throw AppError.conflict(CreditPackAdminMessage.lastOnSale, { field: 'active' });
  }
}

/**
 * A new order names each pack there is exactly once, checked under the lock of every pack: an
 * order made before another owner added a pack leaves that pack out, and is refused rather than
 * applied to some packs only.
 */
function assertWholeOrder(packs: CreditPackRow[], packIds: readonly string[]) {
  const known = new Set(packs.map((pack) => pack.id));
  const listed = new Set<string>();
  const repeated = new Set<string>();
  for (const id of packIds) (listed.has(id) ? repeated : listed).add(id);
  const refuse = (message: (ids: string) => string, ids: string[]) => {
    if (ids.length > 0) throw AppError.badRequest(message(ids.join(', ')), { packIds: ids });
  };
  refuse(
    CreditPackAdminMessage.orderUnknown,
    [...listed].filter((id) => !known.has(id)),
  );
  refuse(CreditPackAdminMessage.orderRepeated, [...repeated]);
  refuse(
    CreditPackAdminMessage.orderMissing,
    [...known].filter((id) => !listed.has(id)),
  );
}

/** `wanted`, or `wanted-2`, `wanted-3`…: a pack made again with an old pack's credits. */
function freeId(packs: CreditPackRow[], wanted: string): string {
  const taken = new Set(packs.map((pack) => pack.id));
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
  return id;
}

const changeOf = (pack: CreditPackChange): CreditPackChange => ({
  credits: pack.credits,
  priceInr: pack.priceInr,
  popular: pack.popular,
  savingsLabel: pack.savingsLabel,
  active: pack.active,
});

const toCreditPack = (row: CreditPackRow): CreditPack => ({
  id: row.id,
  credits: row.credits,
  priceInr: row.priceInr,
  popular: row.popular,
  savingsLabel: row.savingsLabel,
});

/** Each pack with its warnings, which depend on the other packs (the base rate). */
function describe(packs: CreditPackRow[]): AdminCreditPack[] {
  const warnings = savingsLabelWarnings(packs);
  return packs.map((row) => ({
    ...toCreditPack(row),
    active: row.active,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
    warnings: warnings.get(row.id) ?? [],
  }));
}

function describeOne(packs: CreditPackRow[], packId: string): AdminCreditPack {
  const found = describe(packs).find((pack) => pack.id === packId);
  if (!found) throw new Error(`Credit pack ${packId} vanished within its own change.`);
  return found;
}

function audit(tx: Tx, editor: PackEditor, action: string, details: Record<string, unknown>) {
  return auditLog.insertAuditEntry(tx, { ...editor, action, details });
}
