import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Content Security Policy for the SPA. Besides our own origin it admits exactly the third parties the
 * store uses: Razorpay's checkout (script, frames, its telemetry endpoint) and Google Identity Services
 * (script, button frame, styles). Media may come from https origins for S3-presigned URLs.
 */
export const contentSecurityPolicy = {
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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy },
    // Google's sign-in popup needs to talk back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Local media is fetched cross-origin by nothing; S3 media would be, and carries its own headers.
    crossOriginEmbedderPolicy: false,
  });
}
