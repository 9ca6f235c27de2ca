import { RenderMessage, type Render } from '@frameshop/contract';

/**
 * What a live region says of a render as it moves on, `name` being what the screen calls it ("Your
 * free preview is queued."). It names no percent: the progress bar and the line under it give the
 * one percentage, and a region saying its own (rounded to quarters, so as not to talk over
 * everything else) put two different ones on the screen at once.
 */
export function renderStatusText(render: Render, name: string): string {
  switch (render.status) {
    case 'queued':
      return `${name} is queued.`;
    case 'processing':
      return `${name} is rendering.`;
    case 'completed':
      return `${name} is ready to play.`;
    case 'failed':
      return `${name} failed.`;
    case 'cancelled':
      return RenderMessage.cancelled;
    default:
      return '';
  }
}
