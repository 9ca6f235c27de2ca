/**
 * Whole numbers with thousands separators, as en-US writes them ("1,250"). Not Intl.NumberFormat:
 * a page's first Intl formatter loads locale data, tens of milliseconds of a phone's start-up for
 * what a regular expression does. Credits and prices here are whole numbers.
 */
export function formatNumber(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1,250 credits"; "1 credit". */
export function formatCredits(credits: number): string {
  return `${formatNumber(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** "Mar 14, 2025" in the viewer's time zone; an unreadable date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "Mar 14, 2025, 3:30 PM" in the viewer's time zone; an unreadable date is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A file's size: "12.5 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A file's size in the unit that reads best: "840 KB", "12.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return formatMegabytes(bytes);
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
