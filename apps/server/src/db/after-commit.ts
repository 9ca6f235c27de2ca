import type { Db, Tx } from './query-surface';

/** Work to do once a transaction's changes are visible to everyone: it is handed the database. */
export type CommitHook = (db: Db) => void;

/**
 * What an open transaction (or savepoint) of a hooked database carries, on the transaction object
 * itself: its database, and the hooks it collected (none until the first, so a transaction that
 * collects nothing, the most of them, allocates nothing).
 */
const OPEN = Symbol('after-commit: open transaction');
interface Open {
  db: Db;
  hooks: CommitHook[] | undefined;
}
type Carrier = { [OPEN]?: Open };

const hookedDatabases = new WeakSet<object>();
/** Transaction classes whose savepoints pass their hooks on to their parent (`hookSavepoints`). */
const hookedClasses = new WeakSet<object>();

type Transactional = Pick<Db, 'transaction'>;

/**
 * Makes `db.transaction` run the hooks its transactions collect (`afterCommit`) once each has
 * committed, and drop them when it rolls back. A savepoint's hooks (`tx.transaction`) join its
 * parent's when it is released, so they too wait for the outermost commit. Called once per
 * database handle; every transaction in the store is opened through `db.transaction`.
 */
export function runHooksAfterCommit(db: Db): Db {
  if (hookedDatabases.has(db)) return db;
  hookedDatabases.add(db);
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const open: Open = { db, hooks: undefined };
    const result = await transaction((tx) => {
      (tx as Carrier)[OPEN] = open;
      hookSavepoints(tx);
      return work(tx);
    }, config);
    if (open.hooks) settle(db, open.hooks);
    return result;
  }) as Db['transaction'];
  return db;
}

function settle(db: Db, hooks: CommitHook[]): void {
  for (const hook of hooks) {
    // The transaction has committed: a failing hook (a counter) must not make it look failed.
    try {
      hook(db);
    } catch {
      // Nothing to undo; hooks are observations.
    }
  }
}

/**
 * Savepoints, once per transaction class (not per transaction): a savepoint of a hooked
 * transaction collects its own hooks and hands them to its parent when it is released.
 */
function hookSavepoints(tx: Transactional): void {
  const prototype = Object.getPrototypeOf(tx) as Transactional;
  if (hookedClasses.has(prototype)) return;
  hookedClasses.add(prototype);
  const savepoint = prototype.transaction;
  prototype.transaction = async function (this: Transactional & Carrier, work, config) {
    const parent = this[OPEN];
    if (!parent) return savepoint.call(this, work, config);
    const open: Open = { db: parent.db, hooks: undefined };
    const result = await savepoint.call(
      this,
      (nested) => {
        (nested as Carrier)[OPEN] = open;
        return work(nested);
      },
      config,
    );
    if (open.hooks) (parent.hooks ??= []).push(...open.hooks);
    return result;
  } as Transactional['transaction'];
}

/**
 * Runs `hook` once the transaction `tx` belongs to has committed, or at once when `tx` is the
 * database itself (its statement committed on its own). A rolled-back transaction never runs it.
 * Meant for observations such as counters, which must not count what did not happen.
 */
export function afterCommit(tx: Tx, hook: CommitHook): void {
  const open = (tx as Carrier)[OPEN];
  if (open) {
    (open.hooks ??= []).push(hook);
    return;
  }
  // A transaction of a database opened without hooks (never the store's own) is not observed.
  if (hookedDatabases.has(tx)) hook(tx as Db);
}
