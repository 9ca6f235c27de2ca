import type { FastifyInstance } from 'fastify';

/**
 * What a media link the API handed out opens, followed as a browser follows it: a `/media/…` link
 * through the app, then the bucket's presigned URL it redirects to (an account's files in a
 * bucket, ADR 31); a presigned URL the API handed out itself is fetched at once.
 */
export async function openMediaLink(
  app: Pick<FastifyInstance, 'inject'>,
  link: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (/^https?:/.test(link)) return fetch(link, { headers });
  const answer = await app.inject({ method: 'GET', url: link, headers });
  if (answer.statusCode === 302) return fetch(String(answer.headers.location), { headers });
  const answered = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) answered.set(name, String(value));
  }
  const withoutBody = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(withoutBody ? null : new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    headers: answered,
  });
}
