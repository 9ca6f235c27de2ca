import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface LocalGoogle {
  clientId: string;
  jwksUrl: string;
  /** A Google-shaped ID token signed by this stand-in's key; claims override the defaults. */
  signIdToken(claims: Record<string, unknown>, options?: { expiresIn?: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Google's key endpoint, faked at its network boundary: a local HTTP server publishing a JWKS for a
 * key pair made here, so ID tokens are verified exactly as real ones are.
 */
export async function startLocalGoogle(
  clientId = 'frameshop-test.apps.googleusercontent.com',
): Promise<LocalGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'local-key-1', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    clientId,
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    signIdToken: (claims, options = {}) =>
      new SignJWT({
        email_verified: true,
        name: 'Google Person',
        picture: 'https://example.com/p.png',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'local-key-1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(typeof claims.aud === 'string' ? claims.aud : clientId)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
