import { useCallback, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf } from './api-error';
import { firstInvalid, focusById, issuesByField } from './field-errors';
import type { FieldErrors } from './field-errors';

interface FieldErrorsOptions<Field extends string> {
  /** Form fields whose name on the wire differs (`EmpFeild` → `empField`), as the API file says. */
  wireNames?: Partial<Record<string, Field>>;
}

/**
 * The one way a form here judges its fields: the contract's zod schema parses what was typed, each
 * field shows its first message, focus moves to the first wrong field in the form's order, and
 * field errors the server answers land on the same fields. What was typed stays in the form's
 * own state (controlled inputs), so input typed before the page went live replays into it.
 */
export function useFieldErrors<Field extends string>(
  order: readonly Field[],
  idOf: Record<Field, string>,
  { wireNames = {} }: FieldErrorsOptions<Field> = {},
) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const setError = useCallback(
    (field: Field, message: string | undefined) =>
      setErrors((current) => ({ ...current, [field]: message })),
    [],
  );

  /** An input's change handler: keeps what was typed with `setValue` and clears the field's message. */
  const onEdit =
    (field: Field, setValue: (value: string) => void) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValue(event.target.value);
      setError(field, undefined);
    };

  /** Shows `found` in place of the current errors, focusing the first wrong field. */
  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    const first = firstInvalid(order, found);
    if (first) focusById(idOf[first]);
  };

  const byFormField = (byName: Partial<Record<string, string>>): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    for (const [name, message] of Object.entries(byName)) {
      if (message) found[(wireNames[name] ?? name) as Field] ??= message;
    }
    return found;
  };

  /**
   * Parses `values` with `schema`; `judge` adds the form's own rules (a confirmation, a verified
   * code) to the schema's messages. Null when anything is wrong, which is then shown.
   */
  const validate = <Schema extends z.ZodType>(
    schema: Schema,
    values: unknown,
    judge?: (found: FieldErrors<Field>) => void,
  ): z.output<Schema> | null => {
    const parsed = schema.safeParse(values);
    const found = parsed.success ? {} : byFormField(issuesByField(parsed.error));
    judge?.(found);
    if (parsed.success && !Object.values(found).some(Boolean)) {
      setErrors({});
      return parsed.data;
    }
    showErrors(found);
    return null;
  };

  /** Shows the server's field errors; false when it named none of this form's fields. */
  const showServerErrors = (error: unknown): boolean => {
    const found = byFormField(fieldErrorsOf(error));
    if (!order.some((field) => found[field])) return false;
    showErrors(found);
    return true;
  };

  return { errors, setErrors, setError, onEdit, showErrors, validate, showServerErrors };
}
