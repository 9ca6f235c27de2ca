import { useCallback, useState } from 'react';
import { referenceOf } from '../lib/api-error';

/**
 * A form's failure message, with the failed call's request id beside it when the server named
 * one: `setFailure(message, error)` after a call, `setFailure(message)` for the form's own
 * messages, `setFailure(null)` to clear. Show it as `<FormAlert reference={reference}>`.
 */
export function useFailure() {
  const [shown, setShown] = useState<{ message: string; reference: string | null } | null>(null);
  const setFailure = useCallback((message: string | null, error?: unknown) => {
    setShown(message === null ? null : { message, reference: referenceOf(error) });
  }, []);
  return { failure: shown?.message ?? null, reference: shown?.reference ?? null, setFailure };
}
