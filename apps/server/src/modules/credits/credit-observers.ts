import { afterCommit } from '../../db/after-commit';
import type { Db, Tx } from '../../db/database';
import type { CreditReason } from './credits.schema';

/** A change of a balance that was applied and committed. */
export interface ObservedCreditChange {
  userId: string;
  /** Positive when credits were added, negative when taken. */
  delta: number;
  reason: CreditReason;
  reference: string | null;
  /** The ledger row the change wrote. */
  ledgerId: number;
  balanceAfter: number;
}

export type CreditObserver = (change: ObservedCreditChange) => void;

/**
 * Observers by database: a process has one, but tests build many apps (each with its own database
 * and metrics) in one process, and each must count only its own changes.
 */
const observersOf = new WeakMap<Db, Set<CreditObserver>>();

/** Tells `observer` about every credit change applied on `db` once it commits; answers a stop. */
export function observeCreditChanges(db: Db, observer: CreditObserver): () => void {
  let observers = observersOf.get(db);
  if (!observers) {
    observers = new Set();
    observersOf.set(db, observers);
  }
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Reports an applied change to its database's observers, after its transaction commits. */
export function reportAppliedChange(tx: Tx, change: ObservedCreditChange): void {
  afterCommit(tx, (db) => {
    for (const observer of observersOf.get(db) ?? []) observer(change);
  });
}
