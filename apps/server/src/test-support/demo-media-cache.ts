import os from 'node:os';
import path from 'node:path';

/**
 * Where test runs keep the demo catalogue's media between runs, laid out as a store's media
 * directory. Media keys carry a hash of their recipe, so a kept file is what today's recipe makes,
 * and only a changed recipe makes ffmpeg run again: the database suites (on PGlite and PostgreSQL)
 * and the end-to-end stack's first start all fill and reuse it.
 */
export const DEMO_MEDIA_CACHE_DIR = path.join(os.tmpdir(), 'frameshop-demo-media-cache');
