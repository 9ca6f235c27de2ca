import { z } from 'zod';
import { templateIdSchema } from './catalogue';
import { creditAmountSchema } from './commerce';
import { defineEndpoints, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';
import { generatedVideoSchema } from './generated-videos';
import { renderPlacementSchema } from './render-placement';

/**
 * Renders (issue 15): a user's upload composed into a video template's window on the server. An
 * order holds the template's price until the render completes (then the licence is granted) or
 * fails or is cancelled (then the hold is refunded). A preview render is free, 540p, watermarked,
 * and limited per user; it never appears on Generated Videos.
 */

/** Free previews a user may start per hour. */
export const PREVIEW_RENDERS_PER_HOUR = 20;
/** How often the events stream (and the polling fallback) reports a running render. */
export const RENDER_EVENTS_INTERVAL_MS = 1000;
/** Live-progress streams one user may hold open at once (tabs, devices); one more answers 429. */
export const RENDER_EVENT_STREAMS_PER_USER = 10;
/** The server-sent event name that carries a render's state (`data` is a `Render` as JSON). */
export const RENDER_EVENT = 'render';

export const RenderMessage = {
  loginToRender: 'Please log in to customise this template',
  uploadNotFound: 'That photo or video is no longer in your uploads. Choose another one.',
  notAVideoTemplate: 'Only video templates can be customised with your photo or video.',
  templateNotReady:
    'This template is still being prepared for rendering. Please try again in a minute.',
  renderNotFound: 'Render not found',
  notCancellable: 'This render has already finished and can no longer be cancelled.',
  previewLimit: `You can make ${PREVIEW_RENDERS_PER_HOUR} free previews an hour. Please try again later.`,
  tooManyStreams: `You are following ${RENDER_EVENT_STREAMS_PER_USER} videos live already. Close a tab or window showing a render, or refresh Generated Videos instead.`,
  queued: 'Your video is queued.',
  cancelled: 'Render cancelled. Any credits it held were returned.',
  failed: 'Something went wrong while rendering your video. Please try again.',
  timedOut: 'The render took too long and was stopped. Please try again.',
  tooManyActive: (active: number) =>
    `You have ${active} ${active === 1 ? 'video' : 'videos'} waiting or rendering. ` +
    'Please wait for one to finish before ordering another.',
} as const;

export const createRenderRequestSchema = z.object({
  templateId: templateIdSchema,
  uploadId: z.uuid({ error: 'uploadId must be the id of one of your uploads' }),
  placement: renderPlacementSchema,
  /** The price the buyer was shown; a different server price answers 409 and holds nothing. */
  expectedPrice: creditAmountSchema.optional(),
  /** A free 540p watermarked preview instead of the paid render. */
  preview: z.boolean().default(false),
});
export type CreateRenderRequest = z.input<typeof createRenderRequestSchema>;

/**
 * One render: the Generated Videos entry (`jobId` is the render's id) plus what the editor needs.
 * `status` moves queued → processing → completed | failed | cancelled.
 */
export const renderSchema = generatedVideoSchema.extend({
  uploadId: z.string().nullable(),
  preview: z.boolean(),
  /** Credits this order holds (pending) or paid (completed); 0 for free renders and previews. */
  credits: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  durationSeconds: z.number().nonnegative(),
});
export type Render = z.infer<typeof renderSchema>;

export const createRenderResponseSchema = z.object({
  render: renderSchema,
  /** Credits charged (held) by this order: 0 when owned, a hold is already pending, or a preview. */
  charged: z.number().int().nonnegative(),
  remainingCredits: z.number().int(),
});
export type CreateRenderResponse = z.infer<typeof createRenderResponseSchema>;

export const cancelRenderResponseSchema = z.object({
  render: renderSchema,
  remainingCredits: z.number().int(),
});

const renderIdParams = z.object({ renderId: z.string().max(100) });

export const renderEndpoints = defineEndpoints({
  createRender: postEndpoint('/api/renders', createRenderRequestSchema, {
    201: createRenderResponseSchema,
    402: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
    429: apiErrorSchema,
  }),
  getRender: {
    method: 'GET',
    path: '/api/renders/:renderId',
    params: renderIdParams,
    response: { 200: renderSchema, 404: apiErrorSchema },
  },
  cancelRender: {
    method: 'POST',
    path: '/api/renders/:renderId/cancel',
    params: renderIdParams,
    response: { 200: cancelRenderResponseSchema, 404: apiErrorSchema, 409: apiErrorSchema },
  },
  /** text/event-stream: a `render` event with the render now and on every change until it ends. */
  renderEvents: {
    method: 'GET',
    path: '/api/renders/:renderId/events',
    params: renderIdParams,
    response: { 404: apiErrorSchema, 429: apiErrorSchema },
    byteAnswers: {
      200: {
        contentType: 'text/event-stream',
        description: 'A `render` event with the render now and on every change until it ends',
      },
    },
  },
});
