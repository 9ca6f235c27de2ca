import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { sendAppError } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app. Hashed files under /assets never change, so browsers keep them a
 * year; everything else (index.html above all) is revalidated so a deploy shows at once. Any GET for
 * a path that is not a file and not under /api answers index.html and the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: 'index.html',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(distDir, filePath);
      reply.header('cache-control', relative.startsWith('assets') ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendAppError(
        reply,
        AppError.notFound(`There is no endpoint at ${request.method} ${pathname}.`),
      );
    }
    if (!fs.existsSync(indexFile)) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (or `npm start`).');
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
