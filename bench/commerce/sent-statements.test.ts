import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { statementsSent, type ProtocolState } from './sent-statements';

const { serialize } = protocol;

/** Messages as PGlite sends them in one crossing. */
const joined = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

/** PGlite's messages, made by its own serializer, read back into the statements they run. */
describe('the statements PGlite is sent', () => {
  it('counts a simple query, as PGlite begins and commits a transaction', () => {
    const state: ProtocolState = {};
    expect(statementsSent(joined(serialize.query('BEGIN'), serialize.sync()), state)).toEqual([
      'BEGIN',
    ]);
  });

  it("names an unnamed statement by the text it was parsed from, across crossings, as PGlite's query sends it", () => {
    const state: ProtocolState = {};
    const text = 'select "id" from "templates" where "id" = $1';
    const crossings = [
      serialize.parse({ text }),
      serialize.describe({ type: 'S' }),
      serialize.bind({ values: ['t-1'] }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ];
    expect(crossings.flatMap((crossing) => statementsSent(crossing, state))).toEqual([text]);
  });

  it('names a prepared statement by its name, and its preparing runs nothing', () => {
    const state: ProtocolState = {};
    const prepare = joined(
      serialize.parse({ name: 'lock-buyer', text: 'select 1 where $1::int > 0' }),
      serialize.describe({ type: 'S', name: 'lock-buyer' }),
      serialize.sync(),
    );
    const run = joined(
      serialize.bind({ statement: 'lock-buyer', values: ['1'] }),
      serialize.execute({}),
      serialize.sync(),
    );
    expect(statementsSent(prepare, state)).toEqual([]);
    expect([run, run].flatMap((crossing) => statementsSent(crossing, state))).toEqual([
      'lock-buyer',
      'lock-buyer',
    ]);
  });

  it('reads every statement of a buffer that holds several', () => {
    const state: ProtocolState = {};
    const several = joined(
      serialize.bind({ statement: 'purchase-facts', values: [] }),
      serialize.execute({}),
      serialize.parse({ text: 'select ¢ as "prix"' }),
      serialize.bind({ values: [] }),
      serialize.execute({}),
      serialize.query('COMMIT'),
    );
    expect(statementsSent(several, state)).toEqual([
      'purchase-facts',
      'select ¢ as "prix"',
      'COMMIT',
    ]);
  });
});
