import type { RenderConfig } from '../../config/env';

/** pg-boss takes a running job for lost this long after its render's time limit. */
const EXPIRY_MARGIN_SECONDS = 60;

/** How long one render may run: the configured least, or six times the video's length. */
export function renderTimeLimitSeconds(config: RenderConfig, durationSeconds: number): number {
  return Math.max(config.timeLimitSeconds, Math.ceil(6 * durationSeconds));
}

/** The job's expiry: past its time limit, so only a dead worker's render is ever expired. */
export function renderJobExpirySeconds(config: RenderConfig, durationSeconds: number): number {
  return renderTimeLimitSeconds(config, durationSeconds) + EXPIRY_MARGIN_SECONDS;
}
