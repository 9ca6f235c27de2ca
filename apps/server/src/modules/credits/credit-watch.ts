import type { Tx } from '../../db/database';

/**
 * What another module writes in the statement of every change of a balance (ADR 54): the webhooks
 * module's `credits.low` deliveries, for an account whose endpoint's threshold the change crosses.
 * Ridden on the change's own statement, it costs a spend no round trip, whether or not the account
 * has such an endpoint, and is written if and only if the change commits.
 *
 * `sql` is common table expressions put after `entry` (the new ledger rows: `id`, `balance_after`,
 * `delta`; several when spends are charged together, ADR 66); they read the change's `$1` (the
 * account) and `$2` (the reason) and write only from `entry`, so nothing when the change does not
 * apply. `written` names one of them whose rows say it wrote something; `afterWriting` is then
 * called with the change's transaction.
 */
export interface CreditWatch {
  /** Added to the prepared statement's name: each text has its own. */
  name: string;
  sql: string;
  written: string;
  afterWriting: (tx: Tx) => void;
}

/**
 * One watch a process: its SQL is the same for every database of the schema, so every app and
 * worker of the process sets the same one (setting it again changes nothing).
 */
let current: CreditWatch | undefined;

/** Makes `watch` part of every change of a balance this process applies from now on. */
export function watchCreditChanges(watch: CreditWatch): void {
  current = watch;
}

/** The watch every change of a balance carries, if one was set. */
export function creditWatch(): CreditWatch | undefined {
  return current;
}
