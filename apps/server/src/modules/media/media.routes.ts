import send from '@fastify/send';
import { apiErrorSchema, ErrorCode, text } from '@frameshop/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { sendAppError } from '../../http/error-handler';
import { byteAnswerSchema } from '../../http/route-of';
import { isHonouredByteRange } from './byte-range';
import { contentDisposition } from './content-disposition';
import { LocalDiskStorage } from './local-disk-storage';
import {
  accountOfMediaKey,
  isPublicMediaKey,
  isValidMediaKey,
  MAX_KEY_LENGTH,
  MEDIA_KEY_PATTERN,
} from './media-key';
import type { MediaUrlSigner } from './media-url-signer';
import { fileOpened } from './opened-file';
import type { MediaStorage } from './storage';

/** Public keys carry a content or recipe hash, so what a URL names never changes. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const MediaMessage = {
  invalidLink: 'This link is not valid.',
  expiredLink: 'This link has expired. Reload the page to get a fresh one.',
  invalidPath:
    'This is not a valid media address. Media paths use only lower-case letters, digits and ' +
    '/ _ . - characters.',
  missing: 'This file does not exist (any more). Reload the page to get current links.',
  accountClosed: 'This file was deleted with the account it belonged to, which has been closed.',
} as const;

const mediaParams = z.object({
  '*': text()
    .describe('The media key: a path under the store’s media, slashes included')
    // The handler's own check (`isValidMediaKey`, answered 400 with its words), documented.
    .meta({ pattern: MEDIA_KEY_PATTERN.source, maxLength: MAX_KEY_LENGTH }),
});
/** The file's bytes, in its own type (`video/mp4`, `image/webp`, …). */
const fileAnswer = (description: string) => byteAnswerSchema({ contentType: '*/*', description });
const mediaQuery = z.object({
  exp: text().optional().describe('Expiry of a signed link, unix seconds'),
  sig: text().optional().describe('HMAC-SHA256 signature of the key and expiry, base64url'),
  name: text()
    .min(1)
    .max(255)
    .optional()
    .describe('The name a signed link downloads under (Content-Disposition: attachment)'),
});

/** How long a browser may reuse a redirect to a public key's bucket or CDN URL. */
const PUBLIC_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Serves local media with Range support (video seeking) and conditional requests. Catalogue media
 * under `public/` is open to all; anything else needs the signed link that the API handed out.
 * With media in a bucket, the same links still work: after the same checks they redirect to the
 * bucket's (or CDN's) public URL, or to a presigned URL that expires when the link does.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  storage: MediaStorage;
  signer: MediaUrlSigner;
  /** Whether the account was closed (ADR 31): one read of its row by its id. */
  accountIsClosed: (userId: string) => Promise<boolean>;
}> = async (app, { storage, signer, accountIsClosed }) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // A compressed body has no byte offsets a Range header could point into; video does not shrink.
    compress: false,
    // An If-None-Match or If-Modified-Since that still holds is answered 304 (@fastify/send).
    config: { revalidates: true },
    schema: {
      tags: ['media'],
      summary: 'A media file: catalogue media openly, anything else through a signed link',
      params: mediaParams,
      querystring: mediaQuery,
      response: {
        200: fileAnswer('The whole file'),
        206: fileAnswer('The byte range the `Range` header asked for (`Content-Range` says which)'),
        302: z
          .null()
          .describe(
            'Media kept in a bucket: a redirect (`Location`) to its public address, or to a ' +
              'presigned one that expires with the signed link',
          ),
        400: apiErrorSchema,
        403: apiErrorSchema,
        404: apiErrorSchema.describe(
          'No such file, or one of an account that has been closed (its files are being deleted)',
        ),
        416: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isValidMediaKey(key)) throw AppError.badRequest(MediaMessage.invalidPath);

      let cacheControl = PUBLIC_CACHE_CONTROL;
      let disposition: string | undefined;
      // Catalogue media are watermarked and public: a blog may embed a poster or a preview. What a
      // signed link opens (a paid download, an upload, a render) keeps the same-origin policy
      // every response carries (security-headers.ts).
      if (isPublicMediaKey(key)) reply.header('cross-origin-resource-policy', 'cross-origin');
      if (!isPublicMediaKey(key)) {
        const { exp, sig, name } = request.query;
        const check = signer.verify(key, exp, sig);
        if (check === 'invalid') throw AppError.forbidden(MediaMessage.invalidLink);
        if (check === 'expired') throw AppError.forbidden(MediaMessage.expiredLink);
        // An account's files are refused from the moment its closing commits, before the job that
        // deletes them has run: every kind (exports, uploads, results) is kept under its owner's id.
        const owner = accountOfMediaKey(key);
        if (owner !== null && (await accountIsClosed(owner))) {
          throw AppError.notFound(MediaMessage.accountClosed);
        }
        // The URL changes with its expiry, so the browser may keep the file until then and no longer.
        const secondsLeft = Number(exp) - Math.floor(Date.now() / 1000);
        cacheControl = `private, max-age=${Math.max(0, secondsLeft)}`;
        if (!(storage instanceof LocalDiskStorage)) {
          const target = await storage.signedUrl(key, Math.max(1, secondsLeft), {
            direct: true,
            ...(name ? { fileName: name } : {}),
          });
          return reply.header('cache-control', cacheControl).redirect(target, 302);
        }
        // Only the name: who holds the link may call the file what they like, nothing more.
        if (name) disposition = contentDisposition(name);
      } else if (!(storage instanceof LocalDiskStorage)) {
        return reply
          .header('cache-control', PUBLIC_REDIRECT_CACHE_CONTROL)
          .redirect(storage.publicUrl(key), 302);
      }

      const { range } = request.raw.headers;
      // @fastify/send reads the header itself and is lenient; a range it should not honour is
      // dropped here, so the answer is the whole file as RFC 9110 says.
      if (range !== undefined && !isHonouredByteRange(range)) delete request.raw.headers.range;

      const result = await send(request.raw, `/${key}`, {
        root: storage.root,
        acceptRanges: true,
        cacheControl: false,
        dotfiles: 'deny',
        index: false,
        etag: true,
        lastModified: true,
      });
      if (result.type === 'file') {
        if (!(await fileOpened(result.stream))) throw AppError.notFound(MediaMessage.missing);
        // The body is the file's bytes (200, 206 or 304), sent as a stream: never serialised.
        const answer = (reply as FastifyReply)
          .code(result.statusCode)
          .headers(result.headers)
          .header('cache-control', cacheControl);
        if (disposition) answer.header('content-disposition', disposition);
        return answer.send(result.stream);
      }
      if (result.type === 'directory' || result.statusCode === 404) {
        throw AppError.notFound(MediaMessage.missing);
      }
      if (result.statusCode === 416) return rangeNotSatisfiable(reply, result.headers);
      throw result.metadata.error ?? new Error(`Sending ${key} failed (${result.statusCode}).`);
    },
  });
};

function rangeNotSatisfiable(reply: FastifyReply, headers: Record<string, unknown>): FastifyReply {
  const contentRange = String(headers['Content-Range'] ?? '');
  const size = /\/(\d+)$/.exec(contentRange)?.[1];
  reply.header('content-range', contentRange);
  return sendAppError(
    reply,
    new AppError(
      ErrorCode.BadRequest,
      416,
      `The requested byte range lies outside the file${size ? `, which has ${size} bytes` : ''}.`,
    ),
  );
}
