import { RenderMessage, type Render } from '@frameshop/contract';

/**
 * What a live region says of a render as it moves on, `name` being what the screen calls it ("Your
 * free preview is queued."). Its percent goes in quarters: a screen reader reading out every
 * percent would talk over everything else.
 */
export function renderStatusText(render: Render, name: string): string {
  switch (render.status) {
    case 'queued':
      return `${name} is queued.`;
    case 'processing':
      return `${name} is rendering: ${Math.floor(render.progress / 25) * 25}%.`;
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
