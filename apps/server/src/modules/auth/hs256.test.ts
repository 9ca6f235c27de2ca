import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hs256Key, signHs256, verifyHs256 } from './hs256';

const secret = 'k'.repeat(40);
const key = hs256Key(secret);
const nowMs = Date.UTC(2026, 10, 23, 12);
const now = nowMs / 1000;
const expected = { issuer: 'frameshop', nowMs };
const payload = { sub: 'someone', iss: 'frameshop', iat: now, exp: now + 60 };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('HS256 tokens', () => {
  it('reads its own tokens, and tokens are standard: jose reads them and they read jose’s', async () => {
    const token = signHs256(payload, key);
    expect(verifyHs256(token, key, expected)).toEqual(payload);
    const secretBytes = new TextEncoder().encode(secret);
    const read = await jwtVerify(token, secretBytes, { currentDate: new Date(nowMs) });
    expect(read.payload).toEqual(payload);
    const byJose = await new SignJWT({ tv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('frameshop')
      .setExpirationTime(now + 60)
      .sign(secretBytes);
    expect(verifyHs256(byJose, key, expected)).toEqual({ tv: 1, iss: 'frameshop', exp: now + 60 });
  });

  it('refuses a token signed with another key, or changed after signing', () => {
    const token = signHs256(payload, key);
    expect(
      verifyHs256(signHs256(payload, hs256Key('o'.repeat(40))), key, expected),
    ).toBeUndefined();
    const [header, , signature] = token.split('.');
    const changed = `${header}.${base64url({ ...payload, sub: 'someone else' })}.${signature}`;
    expect(verifyHs256(changed, key, expected)).toBeUndefined();
    expect(verifyHs256(`${token}A`, key, expected)).toBeUndefined();
    expect(verifyHs256(`${token}.`, key, expected)).toBeUndefined();
    expect(verifyHs256('garbage', key, expected)).toBeUndefined();
  });

  it('refuses any header but its own: no `none`, no other algorithm, no extra fields', () => {
    const [, body, signature] = signHs256(payload, key).split('.');
    for (const header of [{ alg: 'none' }, { alg: 'HS512' }, { alg: 'HS256', crit: ['b64'] }]) {
      expect(
        verifyHs256(`${base64url(header)}.${body}.${signature}`, key, expected),
      ).toBeUndefined();
      expect(verifyHs256(`${base64url(header)}.${body}.`, key, expected)).toBeUndefined();
    }
  });

  it('refuses a token past its expiry, without one, not yet valid, or from another issuer', () => {
    const refused = (claims: Record<string, unknown>) =>
      verifyHs256(signHs256(claims, key), key, expected);
    expect(refused({ ...payload, exp: now })).toBeUndefined();
    expect(refused({ ...payload, exp: undefined })).toBeUndefined();
    expect(refused({ ...payload, exp: String(now + 60) })).toBeUndefined();
    expect(refused({ ...payload, nbf: now + 5 })).toBeUndefined();
    expect(refused({ ...payload, iss: 'elsewhere' })).toBeUndefined();
    expect(verifyHs256(signHs256({ ...payload, nbf: now }, key), key, expected)).toBeDefined();
  });

  it('checks the audience when one is expected', () => {
    const withAudience = { ...expected, audience: 'dashboard' };
    const signed = (aud: unknown) => signHs256({ ...payload, aud }, key);
    expect(verifyHs256(signed('dashboard'), key, withAudience)).toBeDefined();
    expect(verifyHs256(signed(['app', 'dashboard']), key, withAudience)).toBeDefined();
    expect(verifyHs256(signed('app'), key, withAudience)).toBeUndefined();
    expect(verifyHs256(signHs256(payload, key), key, withAudience)).toBeUndefined();
  });

  it('refuses a payload that is not a JSON object', () => {
    const header = signHs256(payload, key).split('.')[0]!;
    for (const body of [Buffer.from('[1]').toString('base64url'), 'bm90IGpzb24']) {
      const signed = `${header}.${body}`;
      // A correct signature over text that is no JSON object: the payload check stands on its own.
      const token = `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
      expect(verifyHs256(token, key, expected)).toBeUndefined();
    }
  });
});
