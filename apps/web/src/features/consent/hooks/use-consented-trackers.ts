import { useEffect, useState } from 'react';
import type { ConsentChoice } from '../consent-cookie';
import { createTrackerLoader } from '../tracker-loader';
import type { TrackerIds } from '../tracker-loader';

/** Applies the choice to the page's trackers whenever the choice or the configured ids change. */
export function useConsentedTrackers(choice: ConsentChoice | null, ids: TrackerIds | undefined) {
  const [loader] = useState(() => createTrackerLoader());
  useEffect(() => {
    loader.update(choice, ids);
  }, [loader, choice, ids]);
}
