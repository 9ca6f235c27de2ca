import type { z } from 'zod';

/** Field name → the first message about it, the shape every form here keeps its errors in. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The first zod issue per top-level field, so each field shows one message at a time. */
export function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The first field of `order` that has an error. */
export function firstInvalid<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
): Field | undefined {
  return order.find((field) => errors[field]);
}

/**
 * Moves focus to a control by id. Runs before React re-renders the error text, which is fine:
 * the control exists already and its message is announced through its live region.
 */
export function focusById(id: string): void {
  const element = document.getElementById(id);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * A form's fields and the ids of their controls, written once: the object's key order is the
 * order in which the form shows them, which decides the field focused first.
 */
export function formFields<const Ids extends Record<string, string>>(ids: Ids) {
  return { order: Object.keys(ids) as (keyof Ids & string)[], ids };
}
