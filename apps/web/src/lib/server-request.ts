import { createContext } from 'react';

/**
 * The request's Cookie header while the server renders a page; null in the browser, where
 * `document.cookie` is read instead. Lets the first render already know a visitor's cookie choices.
 */
export const RequestCookiesContext = createContext<string | null>(null);
