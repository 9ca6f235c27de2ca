import type { Db, Tx } from './query-surface';

/** Work to do once a transaction's changes are visible to everyone: it is handed the database. */
export type CommitHook = (db: Db) => void;

/** The hooks each open transaction (or savepoint) collected, and the database it belongs to. */
const openTransactions = new WeakMap<object, { db: Db; hooks: CommitHook[] }>();
const hookedDatabases = new WeakSet<object>();

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
  collectHooks(db, db, (hooks) => {
    for (const hook of hooks) {
      // The transaction has committed: a failing hook (a counter) must not make it look failed.
      try {
        hook(db);
      } catch {
        // Nothing to undo; hooks are observations.
      }
    }
  });
  return db;
}

function collectHooks(owner: Transactional, db: Db, settle: (hooks: CommitHook[]) => void): void {
  const transaction = owner.transaction.bind(owner);
  owner.transaction = (async (work, config) => {
    const hooks: CommitHook[] = [];
    const result = await transaction((tx) => {
      openTransactions.set(tx, { db, hooks });
      collectHooks(tx, db, (nested) => hooks.push(...nested));
      return work(tx);
    }, config);
    settle(hooks);
    return result;
  }) as Db['transaction'];
}

/**
 * Runs `hook` once the transaction `tx` belongs to has committed, or at once when `tx` is the
 * database itself (its statement committed on its own). A rolled-back transaction never runs it.
 * Meant for observations such as counters, which must not count what did not happen.
 */
export function afterCommit(tx: Tx, hook: CommitHook): void {
  const open = openTransactions.get(tx);
  if (open) {
    open.hooks.push(hook);
    return;
  }
  // A transaction of a database opened without hooks (never the store's own) is not observed.
  if (hookedDatabases.has(tx)) hook(tx as Db);
}
