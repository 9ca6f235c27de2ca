/** What a field says under its control, besides a hint. `error` marks the control invalid. */
export interface FieldMessage {
  tone: 'error' | 'success' | 'warning' | 'info';
  text: string;
}

/** Shorthand for an error message, or none. */
export function errorMessage(text: string | null | undefined): FieldMessage | null {
  return text ? { tone: 'error', text } : null;
}
