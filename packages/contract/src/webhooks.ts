import { z } from 'zod';
import { defineEndpoints, noBody, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';

/**
 * Webhooks (issue 66): a buyer's own endpoints, told when their renders and batches finish and when
 * their balance falls under a threshold. Deliveries follow the Standard Webhooks specification
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>` over
 * `id.timestamp.body`), leave from an outbox written with the event, and are retried until
 * delivered or given up.
 */

/** The events an endpoint may ask for. */
export const WEBHOOK_EVENT_TYPES = [
  'render.completed',
  'render.failed',
  'batch.finished',
  'credits.low',
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** What "Send a test event" sends; no endpoint subscribes to it, it goes to the one asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Endpoints one account may have. */
export const WEBHOOK_MAX_ENDPOINTS = 5;
/** How much of an endpoint's answer the delivery log keeps (and the store reads). */
export const WEBHOOK_ANSWER_KEEP_BYTES = 1024;
/** After a secret is rotated, deliveries are signed with the old one too for this long. */
export const WEBHOOK_OLD_SECRET_HOURS = 24;
/** An endpoint whose deliveries all failed for this long is disabled and its owner mailed. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 5;
/** An endpoint has this long to answer (the Standard Webhooks' usual). */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** An answer's status and headers must start within this; the rest of the 10 s is for its body. */
export const WEBHOOK_HEADERS_TIMEOUT_SECONDS = 5;
/**
 * Test events and resends one account may ask for an hour, together: each makes the store call
 * an address of the buyer's choosing and read back its answer.
 */
export const WEBHOOK_SENDS_PER_HOUR = 60;
/** The longest URL an endpoint may have. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const WebhookMessage = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: (max: number) =>
    `You have ${max} webhook endpoints, the most one account can have. Delete one to add another.`,
  badUrl: 'Enter the full address of your endpoint, starting with https://.',
  httpsOnly: 'Use an https:// address: deliveries carry your data and are only sent encrypted.',
  credentialsInUrl: 'Leave the user name and password out of the address.',
  notPublic:
    'That address leads to a private or local network, which webhooks cannot reach. Use an address on the public internet.',
  portNotAllowed:
    'Use port 443 or 80, or one from 1024 up: the ports below are kept for services webhooks cannot reach.',
  unresolvable: 'We could not find that address. Check its spelling and that its name resolves.',
  noEvents: 'Choose at least one event to send.',
  thresholdWithoutEvent:
    'A low-credit threshold needs the credits.low event. Tick it, or clear the threshold.',
  disabled:
    'This endpoint was disabled after failing for 5 days. Delete it and add it again to send to it.',
  tooManySends: (max: number, wait: string) =>
    `You have sent ${max} test events and resends this hour, the most one account can. Please wait ${wait} and try again.`,
  secretUnreadable:
    "The endpoint's signing secret could not be read, so nothing was sent. Rotate its secret to send again.",
  testQueued: 'A test event is on its way.',
  resendQueued: 'The event will be sent again.',
} as const;

/**
 * What the API document says an endpoint's address is: http or https, a host by name (dotted, its
 * last part starting with a letter), an optional port, a path. Every such address passes the
 * check below, so a client that checks against the document sends none the store refuses for its
 * form; the store also takes what the pattern leaves out (an address by number, a port past 9999).
 */
const WEBHOOK_URL_DOCUMENTED =
  "^https?://(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z][A-Za-z0-9-]{0,62}(?::[0-9]{1,4})?(?:/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?$";

/** An endpoint's address: checked in full by the server (public addresses only). */
const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, WebhookMessage.badUrl)
  .max(WEBHOOK_URL_MAX_LENGTH)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: WebhookMessage.badUrl,
  })
  .meta({ pattern: WEBHOOK_URL_DOCUMENTED, format: 'uri' });

export const createWebhookRequestSchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(webhookEventTypeSchema)
    .min(1, WebhookMessage.noEvents)
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
  /** With `credits.low`: sent once each time the balance goes from this or more to under it. */
  creditsLowThreshold: z.number().int().min(1).max(1_000_000_000).nullable().optional(),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;

export const webhookEndpointSchema = z.object({
  endpointId: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  creditsLowThreshold: z.number().int().nullable(),
  createdAt: z.string(),
  /** When it was disabled after failing for 5 days; null while it is sent to. */
  disabledAt: z.string().nullable(),
  /** Until when deliveries are signed with the secret before the last rotation too. */
  previousSecretValidUntil: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The only answers that hold a secret: creating an endpoint and rotating its secret. */
export const webhookSecretAnswerSchema = webhookEndpointSchema.extend({
  /** `whsec_` and the base64 of the random key; shown once. */
  secret: z.string(),
});
export type WebhookSecretAnswer = z.infer<typeof webhookSecretAnswerSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** `pending` waits for its next attempt; `failed` was given up after its last retry. */
export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);

/** One attempt of a delivery, as it came out: kept for every attempt, the failed ones too. */
export const webhookAttemptSchema = z.object({
  /** 1 for the first attempt, counting up. */
  attempt: z.number().int().positive(),
  at: z.string(),
  /** The HTTP status the endpoint answered; null when no answer came. */
  responseStatus: z.number().int().nullable(),
  /** The first 1 KB of the endpoint's answer. */
  responseBody: z.string().nullable(),
  /** Why the attempt failed without an answer (a timeout, a refused address…). */
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  deliveryId: z.string(),
  /** The `webhook-id` header: the same for every attempt and for a resend of the event. */
  messageId: z.string(),
  event: z.string(),
  createdAt: z.string(),
  status: webhookDeliveryStatusSchema,
  /** Attempts made so far. */
  attempts: z.number().int().nonnegative(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The HTTP status the endpoint last answered; null when no answer came. */
  responseStatus: z.number().int().nullable(),
  /** The first 1 KB of the endpoint's last answer. */
  responseBody: z.string().nullable(),
  /** Why the last attempt failed without an answer (a timeout, a refused address…). */
  error: z.string().nullable(),
  /** Every attempt made, oldest first. */
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookDeliveryAnswerSchema = z.object({
  delivery: webhookDeliverySchema,
  message: z.string(),
});
export type WebhookDeliveryAnswer = z.infer<typeof webhookDeliveryAnswerSchema>;

const endpointParams = z.object({ endpointId: z.string().max(100) });
const deliveryParams = endpointParams.extend({ deliveryId: z.string().max(100) });
const notFound = { 404: apiErrorSchema };

/** Every call needs a signed-in session, never an API key. */
export const webhookEndpoints = defineEndpoints({
  createWebhook: postEndpoint('/api/webhooks', createWebhookRequestSchema, {
    201: webhookSecretAnswerSchema,
    409: apiErrorSchema,
  }),
  webhooks: { method: 'GET', path: '/api/webhooks', response: { 200: webhookEndpointListSchema } },
  deleteWebhook: {
    method: 'DELETE',
    path: '/api/webhooks/:endpointId',
    params: endpointParams,
    response: { 200: z.object({ deleted: z.literal(true) }), ...notFound },
  },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/api/webhooks/:endpointId/rotate-secret',
    params: endpointParams,
    body: noBody,
    response: { 200: webhookSecretAnswerSchema, ...notFound },
  },
  testWebhook: {
    method: 'POST',
    path: '/api/webhooks/:endpointId/test',
    params: endpointParams,
    body: noBody,
    response: {
      202: webhookDeliveryAnswerSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
      ...notFound,
    },
  },
  webhookDeliveries: {
    method: 'GET',
    path: '/api/webhooks/:endpointId/deliveries',
    params: endpointParams,
    response: { 200: webhookDeliveryListSchema, ...notFound },
  },
  resendWebhookDelivery: {
    method: 'POST',
    path: '/api/webhooks/:endpointId/deliveries/:deliveryId/resend',
    params: deliveryParams,
    body: noBody,
    response: {
      202: webhookDeliveryAnswerSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
      ...notFound,
    },
  },
});
