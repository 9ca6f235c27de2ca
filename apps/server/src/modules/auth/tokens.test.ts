import { SESSION_TOKEN_MS } from '@frameshop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const claims = {
  userId: '3f0c9a52-7a0e-4c1e-9d43-5b1f7d2a9e10',
  username: 'asha',
  tokenVersion: 2,
  rememberMe: false,
};

describe('session tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the claims of a token it issued, again and again', async () => {
    const tokens = new TokenService('s'.repeat(40));
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token once it expires, though it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService('s'.repeat(40));
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + SESSION_TOKEN_MS + 1000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token changed after a copy of it was accepted', async () => {
    const tokens = new TokenService('s'.repeat(40));
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const changed = Buffer.from(JSON.stringify({ ...forged, tv: 3 })).toString('base64url');
    expect(await tokens.verify(`${header}.${changed}.${signature}`)).toBeUndefined();
  });

  it('answers each caller claims of its own, which a caller changing leaves the next one', async () => {
    const tokens = new TokenService('s'.repeat(40));
    const token = await tokens.issue(claims);
    const first = await tokens.verify(token);
    first!.tokenVersion = 99;
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('answers every token its own claims, also past the many it keeps verified', async () => {
    const tokens = new TokenService('s'.repeat(40));
    const issued = await Promise.all(
      Array.from({ length: 10_050 }, (_, n) => tokens.issue({ ...claims, tokenVersion: n })),
    );
    for (const [n, token] of issued.entries()) {
      expect((await tokens.verify(token))?.tokenVersion).toBe(n);
    }
    expect((await tokens.verify(issued[7]!))?.tokenVersion).toBe(7);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await new TokenService('o'.repeat(40)).issue(claims);
    expect(await new TokenService('s'.repeat(40)).verify(token)).toBeUndefined();
  });
});
