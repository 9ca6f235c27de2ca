import { Navigate, useLocation } from 'react-router';
import { useServerRequest } from '../lib/server-request';

/**
 * Sends the visitor on to `to` for good, with the address's query kept: rendered on the server,
 * the page is answered as a 301 to it (so a search engine keeps the right address); in the
 * browser, the address is replaced, so Back does not return to the wrong one.
 */
export function MovedTo({ to }: { to: string }) {
  const request = useServerRequest();
  const { search } = useLocation();
  const location = `${to}${search}`;
  if (request) {
    request.redirectTo(location);
    return null;
  }
  return <Navigate replace to={location} />;
}
