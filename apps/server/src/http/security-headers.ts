import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';

type Directives = Record<string, string[] | null>;

/**
 * Content Security Policy for the SPA. Besides our own origin it admits exactly the third parties the
 * store uses: Razorpay's checkout (script, frames, its telemetry endpoint) and Google Identity Services
 * (script, button frame, styles). Media may come from https origins for S3-presigned URLs.
 */
const baseDirectives: Directives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'", 'https://checkout.razorpay.com', 'https://accounts.google.com/gsi/client'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://lumberjack.razorpay.com', 'https://accounts.google.com/gsi/'],
  frameSrc: [
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
    'https://accounts.google.com',
  ],
  upgradeInsecureRequests: null,
};

/** What each optional tracker needs admitted; only configured ones are (and load only after consent). */
const trackerDirectives: Record<keyof Config['analytics'], Partial<Directives>> = {
  googleAnalyticsId: {
    scriptSrc: ['https://www.googletagmanager.com'],
    connectSrc: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
  googleTagManagerId: {
    scriptSrc: ['https://www.googletagmanager.com'],
    frameSrc: ['https://www.googletagmanager.com'],
  },
  metaPixelId: {
    scriptSrc: ['https://connect.facebook.net'],
    connectSrc: ['https://www.facebook.com'],
  },
  hotjarId: {
    scriptSrc: ['https://static.hotjar.com', 'https://script.hotjar.com'],
    connectSrc: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    frameSrc: ['https://vars.hotjar.com'],
  },
};

export function contentSecurityPolicy(analytics: Config['analytics']): Directives {
  const directives: Directives = structuredClone(baseDirectives);
  for (const [tracker, extra] of Object.entries(trackerDirectives)) {
    if (!analytics[tracker as keyof Config['analytics']]) continue;
    for (const [name, sources] of Object.entries(extra)) {
      directives[name] = [...new Set([...(directives[name] ?? []), ...(sources ?? [])])];
    }
  }
  return directives;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config.analytics) },
    // Google's sign-in popup needs to talk back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Local media is fetched cross-origin by nothing; S3 media would be, and carries its own headers.
    crossOriginEmbedderPolicy: false,
  });
}
