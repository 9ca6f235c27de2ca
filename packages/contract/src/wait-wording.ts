/**
 * A wait as people read it: "about 11 minutes", or "about 42 seconds" under a minute; never a raw
 * count like "608 seconds". Minutes are rounded up, so whoever waits that long is let in.
 */
export function aboutWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `about ${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(whole / 60);
  return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
