import type { PublicConfig } from '@frameshop/contract';
import type { ConsentChoice } from './consent-cookie';
import { gtag, setConsentDefaults, updateConsentMode } from './consent-mode';

export type TrackerIds = PublicConfig['analytics'];
type TrackerKey = keyof TrackerIds;

interface Tracker {
  /** The consent it needs. */
  category: 'analytics' | 'marketing';
  scriptUrl: (id: string) => string;
  /** Sets up the queue the script reads once it arrives. */
  prepare: (id: string) => void;
  /** The cookies it leaves behind, removed when consent is withdrawn. */
  cookies: RegExp[];
}

declare global {
  interface Window {
    fbq?: MetaPixel;
    _fbq?: MetaPixel;
    hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
    _hjSettings?: { hjid: number; hjsv: number };
  }
}

interface MetaPixel {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: MetaPixel;
  loaded: boolean;
  version: string;
}

const id = (value: string) => encodeURIComponent(value);

export const trackers: Record<TrackerKey, Tracker> = {
  googleAnalyticsId: {
    category: 'analytics',
    scriptUrl: (ga) => `https://www.googletagmanager.com/gtag/js?id=${id(ga)}`,
    prepare: (ga) => {
      gtag('js', new Date());
      gtag('config', ga);
    },
    cookies: [/^_ga/, /^_gid$/, /^_gat/],
  },
  googleTagManagerId: {
    category: 'analytics',
    scriptUrl: (gtm) => `https://www.googletagmanager.com/gtm.js?id=${id(gtm)}`,
    prepare: () => {
      window.dataLayer ??= [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    },
    cookies: [/^_ga/, /^_gid$/, /^_gat/, /^_gcl_/],
  },
  metaPixelId: {
    category: 'marketing',
    scriptUrl: () => 'https://connect.facebook.net/en_US/fbevents.js',
    prepare: (pixel) => {
      // Meta's documented stub: calls queue until fbevents.js takes over.
      const fbq = function (...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      } as MetaPixel;
      fbq.queue = [];
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      window.fbq ??= fbq;
      window._fbq ??= window.fbq;
      window.fbq('init', pixel);
      window.fbq('track', 'PageView');
    },
    cookies: [/^_fbp$/, /^_fbc$/],
  },
  hotjarId: {
    category: 'analytics',
    scriptUrl: (site) => `https://static.hotjar.com/c/hotjar-${id(site)}.js?sv=6`,
    prepare: (site) => {
      const hj: NonNullable<Window['hj']> = (...args: unknown[]) => {
        (hj.q ??= []).push(args);
      };
      window.hj ??= hj;
      window._hjSettings = { hjid: Number(site), hjsv: 6 };
    },
    cookies: [/^_hj/],
  },
};

interface LoaderOptions {
  doc?: Document;
  /** Reloads the page; replaced in tests. */
  reload?: () => void;
}

/**
 * Loads each configured tracker once its consent is given, and never before. Withdrawing consent
 * tells Google's tags (consent mode "denied") and removes the tracker's cookies; a tracker whose
 * script already ran is then cleared by reloading the page, because an injected script cannot be
 * unloaded: its timers, listeners and globals live on until the document goes away.
 */
export function createTrackerLoader({
  doc = document,
  reload = () => window.location.reload(),
}: LoaderOptions = {}) {
  const injected = new Set<TrackerKey>();
  let previous: ConsentChoice | null = null;

  return {
    injected: () => [...injected],
    update(choice: ConsentChoice | null, ids: TrackerIds | undefined) {
      setConsentDefaults(choice);
      if (choice === null) return;
      const changed = previous !== null && JSON.stringify(previous) !== JSON.stringify(choice);
      if (changed || previous === null) updateConsentMode(choice);
      previous = choice;

      const revoked = (Object.keys(trackers) as TrackerKey[]).filter(
        (key) => !choice[trackers[key].category],
      );
      for (const key of revoked) removeCookies(doc, trackers[key].cookies);
      if (revoked.some((key) => injected.has(key))) {
        reload();
        return;
      }

      if (!ids) return;
      for (const key of Object.keys(trackers) as TrackerKey[]) {
        const trackerId = ids[key];
        const tracker = trackers[key];
        if (!trackerId || !choice[tracker.category] || injected.has(key)) continue;
        tracker.prepare(trackerId);
        const script = doc.createElement('script');
        script.async = true;
        script.src = tracker.scriptUrl(trackerId);
        script.dataset.tracker = key;
        doc.head.appendChild(script);
        injected.add(key);
      }
    },
  };
}

/** Expires matching cookies on this host and its parent domains, where trackers usually set them. */
function removeCookies(doc: Document, patterns: RegExp[]): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => name && patterns.some((pattern) => pattern.test(name)));
  if (names.length === 0) return;
  const host = doc.location?.hostname ?? '';
  const labels = host.split('.');
  const domains = [''];
  for (let index = 0; index < labels.length - 1; index += 1) {
    domains.push(`; Domain=.${labels.slice(index).join('.')}`);
  }
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
    }
  }
}
