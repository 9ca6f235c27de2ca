import { describe, expect, it } from 'vitest';
import { isServiceUnreachable } from './service-unreachable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isServiceUnreachable', () => {
  it('knows a lost or refused connection, however deep Drizzle wrapped it', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isServiceUnreachable(refused)).toBe(true);
    expect(isServiceUnreachable(new Error('Failed query: select 1', { cause: refused }))).toBe(
      true,
    );
    expect(isServiceUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isServiceUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isServiceUnreachable(withCode('terminating connection', '57P01'))).toBe(true);
    expect(isServiceUnreachable(withCode('the database system is starting up', '57P03'))).toBe(
      true,
    );
    expect(isServiceUnreachable(new AggregateError([refused], 'connect failed'))).toBe(true);
  });

  it('leaves a wrong query, a broken rule or anything else a fault of ours', () => {
    expect(isServiceUnreachable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isServiceUnreachable(withCode('syntax error', '42601'))).toBe(false);
    expect(isServiceUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(isServiceUnreachable('a string')).toBe(false);
  });
});
