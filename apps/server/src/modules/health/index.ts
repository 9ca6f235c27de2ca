/** Liveness and database reachability, for load balancers and the start scripts. */
export { healthRoutes } from './health.routes';
