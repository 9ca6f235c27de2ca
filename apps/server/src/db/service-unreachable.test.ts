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

  it('knows a bucket that failed on its side or did not answer, as the AWS SDK reports it', () => {
    const failed = Object.assign(new Error('We encountered an internal error.'), {
      name: 'InternalError',
      $metadata: { httpStatusCode: 500 },
    });
    const silent = Object.assign(new Error('the request socket timed out'), {
      name: 'TimeoutError',
    });
    expect(isServiceUnreachable(failed)).toBe(true);
    expect(isServiceUnreachable(new Error('upload failed', { cause: silent }))).toBe(true);
    const denied = Object.assign(new Error('Access Denied'), {
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    expect(isServiceUnreachable(denied)).toBe(false);
  });

  it('leaves a wrong query, a broken rule or anything else a fault of ours', () => {
    expect(isServiceUnreachable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isServiceUnreachable(withCode('syntax error', '42601'))).toBe(false);
    expect(isServiceUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(isServiceUnreachable('a string')).toBe(false);
  });
});
