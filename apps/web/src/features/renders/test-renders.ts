import { RENDER_EVENT } from '@frameshop/contract';
import type { Render } from '@frameshop/contract';

/** A render as the server answers it; processing at 40 % unless told otherwise. */
export function renderRecord(overrides: Partial<Render> = {}): Render {
  return {
    jobId: '5b0c3e2a-8f1d-4c6b-9a7e-2d3f4a5b6c7d',
    kind: 'video',
    format: 'mp4',
    templateId: '7',
    templateName: 'Birthday Bash',
    status: 'processing',
    createdAt: '2026-11-22T10:00:00.000Z',
    signedUrl: null,
    errorMessage: null,
    progress: 40,
    queuePosition: null,
    etaSeconds: 30,
    posterUrl: null,
    uploadId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    preview: false,
    credits: 49,
    refundedCredits: 0,
    heldCredits: 0,
    width: 1920,
    height: 1080,
    durationSeconds: 10,
    ...overrides,
  };
}

/** One `render` event as the server writes it. */
export function renderEventText(render: Render): string {
  return `event: ${RENDER_EVENT}\ndata: ${JSON.stringify(render)}\n\n`;
}

/**
 * An events-stream answer whose body the test writes piece by piece, and ends or breaks when it
 * likes, as a server does.
 */
export function eventStreamResponse() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
    }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}
