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

/**
 * The file name a download is saved under: the template's name made safe for every file system,
 * and the start of the job id so two renders of one template do not overwrite each other.
 */
export function downloadFileName(templateName: string, jobId: string): string {
  const base =
    templateName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'video';
  const job = jobId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
  return job ? `${base}-${job}.mp4` : `${base}.mp4`;
}
