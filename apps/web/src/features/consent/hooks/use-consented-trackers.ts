import { useEffect, useRef } from 'react';
import type { ConsentChoice } from '../consent-cookie';
import { createTrackerLoader } from '../tracker-loader';
import type { TrackerIds } from '../tracker-loader';

type TrackerLoader = ReturnType<typeof createTrackerLoader>;

/** Applies the choice to the page's trackers whenever the choice or the configured ids change. */
export function useConsentedTrackers(choice: ConsentChoice | null, ids: TrackerIds | undefined) {
  // Made in the effect, never during render: the loader needs the document, which a server lacks.
  const loader = useRef<TrackerLoader | null>(null);
  useEffect(() => {
    loader.current ??= createTrackerLoader();
    loader.current.update(choice, ids);
  }, [choice, ids]);
}
