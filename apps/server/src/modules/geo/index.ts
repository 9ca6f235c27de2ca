import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { geoRoutes } from './geo.routes';
import { GeoService } from './geo.service';

export { GeoService } from './geo.service';

/** The service that tells a visitor's region from the client address. */
export const createGeoService = ({ config }: Pick<SharedDependencies, 'config'>) =>
  new GeoService(config.geoDefaultCountry);

/** The visitor's country and currency, from the client address. */
export const geoModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  await app.register(geoRoutes, { geo: createGeoService(deps) });
};
