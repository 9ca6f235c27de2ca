import {
  type messages,
  parse,
  PGlite,
  protocol,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite, which its `query` does not offer: every `query(text,
 * values)` parses and plans its text again and crosses into the database six times (parse,
 * describe, bind, describe, execute, sync). Here a statement is parsed and described once per
 * database, and each run after is one crossing (bind, execute, sync), its rows read with the row
 * description kept from the first. ADR 42 has the measurements.
 */

/** Which database a transaction belongs to: PGlite's transaction objects do not say. */
const owners = new WeakMap<object, PGlite>();

/** What is kept of a statement after its first run on a database. */
interface Described {
  paramTypes: number[];
  /** Absent for a statement that answers no rows (an insert without `returning`). */
  rowDescription: messages.BackendMessage | undefined;
}
const describedOn = new WeakMap<PGlite, Map<string, Described>>();

/**
 * Notes, on each transaction `client` opens from now on, that it is this database's, so statements
 * run in it (`runPrepared`) can reach the database's own protocol. Called once, when it is opened.
 */
export function noteTransactionsOf(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      owners.set(tx, client);
      return work(tx);
    });
}

/**
 * Runs the statement `name` (always this `text`) with `values` on the database, or in its
 * transaction. Takes the locks PGlite's own `query` takes: outside a transaction the database's
 * (so it never runs inside someone else's), and the one each statement holds. A transaction of a
 * database opened without `noteTransactionsOf` runs it through `query`, as before.
 */
export async function runPrepared(
  target: PGlite | Transaction,
  name: string,
  text: string,
  values: unknown[],
): Promise<Results> {
  if (target instanceof PGlite) {
    return target._runExclusiveTransaction(() =>
      target._runExclusiveQuery(() => execute(target, { name, text, values, syncToFs: true })),
    );
  }
  const owner = owners.get(target);
  if (!owner) return target.query(text, values);
  // As the transaction's own `query` refuses once it has ended.
  if (target.closed) throw new Error('Transaction is closed');
  // Inside a transaction the database is written to its files at the commit, as PGlite does.
  return owner._runExclusiveQuery(() => execute(owner, { name, text, values, syncToFs: false }));
}

async function execute(
  db: PGlite,
  statement: { name: string; text: string; values: unknown[]; syncToFs: boolean },
): Promise<Results> {
  const { serialize } = protocol;
  const described = await describe(db, statement.name, statement.text);
  const values = statement.values.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[described.paramTypes[index]!];
    return serializer ? serializer(value) : String(value);
  });
  const { messages } = await db.execProtocol(
    joined(
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ),
    { syncToFs: statement.syncToFs },
  );
  const answer = described.rowDescription ? [described.rowDescription, ...messages] : messages;
  return parse.parseResults(answer, db.parsers)[0]!;
}

/** The statement's parameter types and row description, preparing it on its first run. */
async function describe(db: PGlite, name: string, text: string): Promise<Described> {
  let described = describedOn.get(db);
  if (!described) describedOn.set(db, (described = new Map()));
  const known = described.get(name);
  if (known) return known;
  const { serialize } = protocol;
  // A statement that fails to parse throws here and is not kept: the next run tries again.
  const { messages } = await db.execProtocol(
    joined(
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ),
    { syncToFs: false },
  );
  const parameters = messages.find(
    (message): message is messages.ParameterDescriptionMessage =>
      message.name === 'parameterDescription',
  );
  const kept: Described = {
    paramTypes: parameters?.dataTypeIDs ?? [],
    rowDescription: messages.find((message) => message.name === 'rowDescription'),
  };
  described.set(name, kept);
  return kept;
}

/** Protocol messages sent as one buffer: one crossing into the database for all of them. */
function joined(...parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}
