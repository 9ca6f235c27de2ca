import { isApiError } from './api-error';

/** A random UUID v4; built by hand where randomUUID is missing (a page served over plain HTTP). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether the server may have done the work despite the failure: no answer arrived, or it failed
 * on its side. Trying again must then reuse the key, so the server answers the first outcome
 * instead of charging again. A refusal it worded (402, 404, 409) is final: the next click is new.
 */
export function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}
