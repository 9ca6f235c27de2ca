/** The visitor's country and currency, from the client address. */
export { geoRoutes } from './geo.routes';
export { GeoService } from './geo.service';
