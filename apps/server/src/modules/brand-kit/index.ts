import multipart from '@fastify/multipart';
import { BRAND_LOGO_MAX_BYTES } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { brandKitRoutes } from './brand-kit.routes';
import { BrandKitService } from './brand-kit.service';

export { createBrandKitPersonalData } from './brand-kit-personal-data';
export { checkSceneBrandFonts, sceneBrandFonts } from './scene-brand-fonts';
export { registerBrandFont } from './font-registration';

export const createBrandKitService = (
  deps: Pick<SharedDependencies, 'config' | 'db' | 'storage'>,
) => new BrandKitService({ db: deps.db, storage: deps.storage, limits: deps.config.uploads });

/**
 * Brand kits (ADR 60): an account's colours, font files and logos, for the editors, exports and
 * batches. Fonts are parsed before they are kept and served only to their account.
 */
export const brandKitModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    // Multipart is parsed in this scope only; one byte above the larger limit, so the routes'
    // own checks, which name the limit passed, always fire first.
    await scope.register(multipart, {
      limits: {
        fileSize: BRAND_LOGO_MAX_BYTES + 1,
        files: 2,
        fields: 10,
        fieldSize: 1024,
        parts: 20,
        headerPairs: 50,
      },
    });
    scope.addContentTypeParser(
      /^multipart\/|^application\/octet-stream/,
      (_request, _payload, done) => done(null, undefined),
    );
    await scope.register(brandKitRoutes, { kits: createBrandKitService(deps) });
  });
};
