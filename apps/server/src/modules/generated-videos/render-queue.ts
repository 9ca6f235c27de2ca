import type { ActiveRender } from './generated-videos.repository';

/** Seconds of rendering per second of video when nothing has been measured yet. */
export const DEFAULT_RENDER_SPEED = 1;

/**
 * Seconds of rendering per second of video over recent completed renders (their whole run, from
 * start to finish, over their whole length), or the default before any was measured.
 */
export function measuredRenderSpeed(
  renders: { durationSeconds: number; startedAt: Date | null; finishedAt: Date | null }[],
): number {
  let seconds = 0;
  let length = 0;
  for (const render of renders) {
    if (!render.startedAt || !render.finishedAt || render.durationSeconds <= 0) continue;
    seconds += Math.max(0, render.finishedAt.getTime() - render.startedAt.getTime()) / 1000;
    length += render.durationSeconds;
  }
  return length > 0 && seconds > 0 ? seconds / length : DEFAULT_RENDER_SPEED;
}

/**
 * The pg-boss priority a render's job is sent with: higher runs first, and among equals the job
 * sent first (then the lower id; a render's job has the render's id). Earlier rounds run first. In
 * one round a preview runs first, as someone waits for it in the editor, then an order placed on
 * its own, then a batch's row: a newcomer joins the earliest round waiting, where a batch's next
 * row was placed before it, and would otherwise wait for a second worker to free (ADR 44).
 */
export function queuePriority(render: {
  queueRound: number;
  preview: boolean;
  batchId: string | null;
}): number {
  return -4 * render.queueRound + (render.batchId === null ? 2 : 0) + (render.preview ? 1 : 0);
}

export interface QueueEstimate {
  /** 1 is next to start; null unless queued. */
  queuePosition: number | null;
  etaSeconds: number | null;
}

/**
 * Where each active render stands, in the order workers take them: by `queuePriority`, then the
 * older first (`active` comes oldest first, and the sort keeps that order). A render's ETA is the video still
 * to render ahead of it and its own, at the measured speed, shared among the workers.
 */
export function estimateQueue(
  active: ActiveRender[],
  speed: number,
  workers: number,
): Map<string, QueueEstimate> {
  const remaining = (render: ActiveRender) =>
    render.status === 'processing'
      ? render.durationSeconds * (1 - Math.min(100, render.progress) / 100)
      : render.durationSeconds;
  const running = active.filter((render) => render.status === 'processing');
  const waiting = active
    .filter((render) => render.status === 'queued')
    .sort((a, b) => queuePriority(b) - queuePriority(a));
  const estimates = new Map<string, QueueEstimate>();
  for (const render of running) {
    estimates.set(render.id, { queuePosition: null, etaSeconds: remaining(render) * speed });
  }
  let ahead = running.reduce((sum, render) => sum + remaining(render), 0);
  waiting.forEach((render, index) => {
    ahead += remaining(render);
    estimates.set(render.id, {
      queuePosition: index + 1,
      etaSeconds: (ahead * speed) / Math.max(1, Math.min(workers, index + running.length + 1)),
    });
  });
  return estimates;
}
