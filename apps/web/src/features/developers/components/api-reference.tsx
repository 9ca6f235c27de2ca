import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { LoadingState } from '../../../components/ui/loading-state';
import { loadChunk } from '../../../lib/lazy-screen';

interface ReferenceProps {
  documentUrl: string;
}

type Reference =
  | { state: 'waiting' }
  | { state: 'loading' }
  | { state: 'loaded'; Component: ComponentType<ReferenceProps> }
  | { state: 'failed'; error: unknown };

/** How far below the screen the reference starts loading, so it is there when scrolled to. */
const LOAD_AHEAD = '800px';

/** The reference's code: its own chunk, which no other page imports. */
const importReference = () =>
  loadChunk('api-reference', () => import('./swagger-reference')).then((module) => module.default);

/**
 * The OpenAPI document, drawn in the page. The renderer is large, so it is fetched only once the
 * reader nears this part of the page (at once where the browser cannot tell), never during the
 * server render, and never by any other page.
 */
export function ApiReference({ documentUrl }: { documentUrl: string }) {
  const [reference, setReference] = useState<Reference>({ state: 'waiting' });
  const region = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    setReference({ state: 'loading' });
    importReference().then(
      (Component) => setReference({ state: 'loaded', Component }),
      (error: unknown) => setReference({ state: 'failed', error }),
    );
  }, []);

  useEffect(() => {
    if (reference.state !== 'waiting') return;
    const element = region.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reference.state, load]);

  return (
    <div ref={region} aria-busy={reference.state === 'waiting' || reference.state === 'loading'}>
      {reference.state === 'loaded' ? (
        // Swagger UI's own layout is wide: on a phone it scrolls sideways inside this box.
        <div className="overflow-x-auto">
          <reference.Component documentUrl={documentUrl} />
        </div>
      ) : reference.state === 'failed' ? (
        <LoadFailedPanel
          message="The API reference could not be loaded. Check your connection and try again."
          onRetry={load}
          error={reference.error}
        />
      ) : (
        <LoadingState label="Loading the API reference…" />
      )}
    </div>
  );
}
