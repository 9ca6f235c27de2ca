/** The longest failure reason kept: the provider's sentence, not a page of it. */
const MAX_FAILURE_REASON = 300;

/**
 * A provider's failure description as plain text: it is shown to the buyer later, so tags and
 * control characters are dropped and the length is capped, whatever arrived.
 */
export function plainFailureReason(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > MAX_FAILURE_REASON ? `${text.slice(0, MAX_FAILURE_REASON - 1)}…` : text;
}
