import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a page rendered on the server hands the browser, so the browser's first render is the
 * server's: the router's state and the API answers the page was rendered with.
 */
export interface HydrationPayload {
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
  queries: DehydratedState;
}

const ELEMENT_ID = 'hydration-payload';

/**
 * A JSON script element (never executed, so no inline script for the Content Security Policy to
 * allow). `<` is escaped so no value can close the element early.
 */
export function hydrationPayloadScript(payload: HydrationPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The server's payload, or null when the page was not rendered on the server. */
export function readHydrationPayload(doc: Document = document): HydrationPayload | null {
  const text = doc.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as HydrationPayload;
  } catch {
    return null;
  }
}
