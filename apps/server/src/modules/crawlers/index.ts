import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { robotsTxt } from './robots';
import { pagesSitemap, sitemapIndex, templateSitemapCount, templatesSitemap } from './sitemap';

const XML = 'application/xml; charset=utf-8';
// A crawler comes back now and then; an hour's staleness costs nothing and spares the database.
const CACHE_CONTROL = 'public, max-age=3600';

/** What search engines read first: robots.txt and the sitemaps of every public page. */
export const crawlersModule: FastifyPluginAsyncZod<SharedDependencies> = async (
  app,
  { config, db },
) => {
  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(config.publicUrl)),
  );
  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type(XML)
      .send(sitemapIndex(config.publicUrl, await templateSitemapCount(db))),
  );
  app.get('/sitemaps/pages.xml', hidden, async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type(XML).send(pagesSitemap(config.publicUrl)),
  );
  app.get(
    '/sitemaps/templates-:number.xml',
    // Any name that is not an existing sitemap's is a missing file (404), as for a static file.
    { schema: { hide: true, params: z.object({ number: z.string() }) } },
    async (request, reply) => {
      const number = /^[1-9]\d{0,5}$/.test(request.params.number)
        ? Number(request.params.number)
        : 0;
      if (number === 0 || number > (await templateSitemapCount(db))) {
        return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
      }
      return reply
        .header('cache-control', CACHE_CONTROL)
        .type(XML)
        .send(Readable.from(templatesSitemap(db, config.publicUrl, number)));
    },
  );
};
