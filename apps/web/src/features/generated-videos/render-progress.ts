/**
 * Words for a render that has not finished: where it stands in the queue and how long it has left.
 * Kept rough on purpose ("about 2 min"): the estimate comes from measured speed, not a promise.
 */

/** 'Queued — next to start' for position 1, 'Queued — 2 ahead of you' for position 3. */
export function queueText(queuePosition: number): string {
  const ahead = queuePosition - 1;
  return ahead <= 0 ? 'Queued — next to start' : `Queued — ${ahead} ahead of you`;
}

/** 'less than a minute left', 'about 1 min left', 'about 2 min left', 'about 1 h 5 min left'. */
export function etaText(etaSeconds: number): string {
  if (etaSeconds < 45) return 'less than a minute left';
  const minutes = Math.max(1, Math.round(etaSeconds / 60));
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `about ${hours} h left` : `about ${hours} h ${rest} min left`;
}
