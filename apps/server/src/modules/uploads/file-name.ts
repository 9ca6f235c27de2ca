const MAX_LENGTH = 200;
// Control characters (C0, DEL, C1) and the bidirectional embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file was sent with, kept for display only: the last part of any path a browser
 * sent, without control or bidirectional-override characters (which can disguise an extension),
 * trimmed and shortened. Never used to name a file on disk.
 */
export function sanitiseFileName(name: string | undefined): string {
  const lastPart = (name ?? '').split(/[/\\]/).pop() ?? '';
  const printable = lastPart.normalize('NFC').replace(UNPRINTABLE, '');
  const trimmed = printable.trim();
  if (!trimmed) return 'Untitled';
  return [...trimmed].slice(0, MAX_LENGTH).join('');
}
