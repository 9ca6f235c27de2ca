import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCache, type CachedResponse } from '../../http/response-cache';
import { compressedByCache, sendCachedResponse } from '../../http/send-cached';
import type { SharedDependencies } from '../../shared-dependencies';
import { watchCatalogueVersion } from '../catalogue';
import { robotsTxt } from './robots';
import { pagesSitemap, sitemapIndex, templateSitemapCount, templatesSitemap } from './sitemap';

const XML = 'application/xml; charset=utf-8';
// A crawler comes back now and then; an hour's staleness costs nothing and spares the database.
const CACHE_CONTROL = 'public, max-age=3600';
/** The index, the pages' sitemap and a few templates' ones: at 50,000 URLs each is about 6 MB. */
const SITEMAPS_KEPT = 8;

class NoSuchSitemap extends Error {}

async function bytesOf(chunks: AsyncIterable<string>): Promise<Buffer> {
  const parts: string[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.from(parts.join(''));
}

/** What search engines read first: robots.txt and the sitemaps of every public page. */
export const crawlersModule: FastifyPluginAsyncZod<SharedDependencies> = async (
  app,
  { config, db },
) => {
  // Crawlers and link checkers ask for the same sitemap many at once. Each is built once for all
  // of them (a 50,000-URL one reads the database for a second or more) and kept, with its
  // compressed forms, for as long as the catalogue's answers, or until the catalogue changes.
  const { catalogueCacheSeconds } = config;
  const cache = new ResponseCache({
    maxEntries: catalogueCacheSeconds > 0 ? SITEMAPS_KEPT : 0,
    ttlMs: catalogueCacheSeconds * 1000,
  });
  if (catalogueCacheSeconds > 0) {
    const watch = watchCatalogueVersion(db, () => cache.clear());
    app.addHook('onClose', async () => watch.stop());
  }
  const send = (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) =>
    sendCachedResponse(request, reply, entry, { contentType: XML, cacheControl: CACHE_CONTROL });

  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(config.publicUrl)),
  );
  app.get('/sitemap.xml', { ...hidden, ...compressedByCache }, async (request, reply) => {
    const entry = await cache.getOrCreateBody('index', async () =>
      Buffer.from(sitemapIndex(config.publicUrl, await templateSitemapCount(db))),
    );
    return send(request, reply, entry);
  });
  app.get('/sitemaps/pages.xml', { ...hidden, ...compressedByCache }, async (request, reply) => {
    const entry = await cache.getOrCreateBody('pages', async () =>
      Buffer.from(pagesSitemap(config.publicUrl)),
    );
    return send(request, reply, entry);
  });
  app.get(
    '/sitemaps/templates-:number.xml',
    // Any name that is not an existing sitemap's is a missing file (404), as for a static file.
    { schema: { hide: true, params: z.object({ number: z.string() }) }, ...compressedByCache },
    async (request, reply) => {
      const number = /^[1-9]\d{0,5}$/.test(request.params.number)
        ? Number(request.params.number)
        : 0;
      try {
        const entry = await cache.getOrCreateBody(`templates-${number}`, async () => {
          if (number === 0 || number > (await templateSitemapCount(db))) throw new NoSuchSitemap();
          return bytesOf(templatesSitemap(db, config.publicUrl, number));
        });
        return send(request, reply, entry);
      } catch (error) {
        if (!(error instanceof NoSuchSitemap)) throw error;
        return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
      }
    },
  );
};
