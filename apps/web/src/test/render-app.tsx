import type { InitialEntry } from 'react-router';
import { routes } from '../app/routes';
import { renderRoutes } from './render-ui';

/** The real app (route table, providers, lazy screens) in a memory router at `entry`. */
export function renderApp(entry: InitialEntry = '/') {
  return renderRoutes(routes, entry);
}
