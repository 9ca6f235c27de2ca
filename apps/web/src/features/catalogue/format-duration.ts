/** 12.4 → "0:12"; 75 → "1:15"; 3700 → "1:01:40". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The Video Length panel speaks in seconds: "12 seconds", "1 second", "12.5 seconds". */
export function formatSeconds(seconds: number): string {
  const rounded = Math.round(seconds * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'second' : 'seconds'}`;
}
