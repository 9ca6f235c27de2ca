import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config/env';
import { bucketOrigins } from '../modules/media/s3-storage';

type Directives = Record<string, string[] | null>;

/**
 * Content Security Policy for the SPA. Besides our own origin it admits exactly the third parties the
 * store uses: Google Identity Services (script, button frame, styles), and Razorpay's checkout when
 * Razorpay is configured (below), and the media bucket's origins when media live in one (also for
 * `connect-src`: the editors fetch pictures to draw them). Media may come from other https origins.
 */
const baseDirectives: Directives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
  frameSrc: ['https://accounts.google.com'],
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

/**
 * What Razorpay's checkout needs: its script, the frames it opens, its telemetry endpoint, and the
 * origin checkout.js is loaded from (another one when RAZORPAY_CHECKOUT_URL points elsewhere, as
 * in tests), which it also calls. Nothing of it is admitted while the sandbox is the provider.
 */
function razorpayDirectives(checkoutUrl: string): Partial<Directives> {
  const checkoutOrigin = new URL(checkoutUrl).origin;
  return {
    scriptSrc: ['https://checkout.razorpay.com', checkoutOrigin],
    connectSrc: ['https://lumberjack.razorpay.com', checkoutOrigin],
    frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com', checkoutOrigin],
  };
}

export type PolicySettings = Pick<Config, 'analytics'> & {
  payments: Pick<Config['payments'], 'razorpay'>;
  /** Where media live; a policy for local media only may leave it out. */
  media?: Pick<Config['media'], 's3'>;
};

export function contentSecurityPolicy({ analytics, payments, media }: PolicySettings): Directives {
  const directives: Directives = structuredClone(baseDirectives);
  const admit = (extra: Partial<Directives>) => {
    for (const [name, sources] of Object.entries(extra)) {
      directives[name] = [...new Set([...(directives[name] ?? []), ...(sources ?? [])])];
    }
  };
  for (const [tracker, extra] of Object.entries(trackerDirectives)) {
    if (analytics[tracker as keyof Config['analytics']]) admit(extra);
  }
  if (payments.razorpay) admit(razorpayDirectives(payments.razorpay.checkoutUrl));
  if (media?.s3) {
    const bucket = bucketOrigins(media.s3);
    admit({ imgSrc: bucket, mediaSrc: bucket, connectSrc: bucket });
  }
  return directives;
}

/**
 * The security headers every response carries, as helmet computes them for our options. None of them
 * depends on the request, so they are worked out once at boot instead of by helmet's middleware on
 * every request (which re-parses the whole policy each time).
 */
export function securityHeaders(config: PolicySettings): Record<string, string> {
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
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
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
