import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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

/**
 * The security headers every response carries, as helmet computes them for our options. None of them
 * depends on the request, so they are worked out once at boot instead of by helmet's middleware on
 * every request (which re-parses the whole policy each time).
 */
export function securityHeaders(config: Pick<Config, 'analytics'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config.analytics) },
    // Google's sign-in popup needs to talk back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Local media is fetched cross-origin by nothing; S3 media would be, and carries its own headers.
    crossOriginEmbedderPolicy: false,
  });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The policy with one more source admitted for scripts (a rendered page's inline script). */
export function withScriptSource(policy: string, source: string): string {
  return policy
    .split(';')
    .map((directive) =>
      directive.startsWith('script-src ') ? `${directive} ${source}` : directive,
    )
    .join(';');
}

/** Puts the security headers on every response, including errors and unknown routes. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
