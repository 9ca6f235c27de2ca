import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input-styles';
import { paths } from '../../../lib/paths';
import { AdminPanel } from '../../admin-shell/components/admin-tab';

const EMPTY = 'Enter a receipt number.';
const NOT_A_NUMBER = 'Enter a whole number of 1 or more.';

/**
 * The receipt number as typed, as its digits without leading zeros; null unless it is a whole
 * number of 1 or more. Digits only: Number() would also take "1e3", "0x1f" and "12.0". How large a
 * number may be is the server's to say (an unknown one opens as not found).
 */
function receiptNumberOf(entry: string): string | null {
  const digits = entry.trim();
  if (!/^\d+$/.test(digits)) return null;
  return digits.replace(/^0+/, '') || null;
}

/** Opens any buyer's receipt by its number, on the dashboard's receipt page. */
export function FindReceiptForm() {
  const navigate = useNavigate();
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const receiptNumber = receiptNumberOf(entry);
    if (receiptNumber === null) {
      setError(entry.trim() ? NOT_A_NUMBER : EMPTY);
      // Back to the field, so a screen reader reads it with its error.
      input.current?.focus();
      return;
    }
    void navigate(paths.adminReceipt(receiptNumber));
  };

  return (
    <AdminPanel id="find-receipt" title="Find a receipt">
      <p className="mt-1 text-sm text-ink-muted">
        Open any buyer&rsquo;s receipt to read or print it.
      </p>
      {/* noValidate: the error is the field's own, said under it, not the browser's bubble. */}
      <form noValidate onSubmit={submit} aria-labelledby="find-receipt" className="mt-4 max-w-md">
        <FormField id="find-receipt-number" label="Receipt number" message={errorMessage(error)}>
          {(control) => (
            <div className="flex items-center gap-2">
              <input
                {...control}
                ref={input}
                // Text with a numeric keyboard rather than type="number": a receipt number is an
                // identifier, with no spinner to nudge it and no scroll wheel to change it.
                inputMode="numeric"
                autoComplete="off"
                value={entry}
                onChange={(event) => {
                  setEntry(event.target.value);
                  setError(null);
                }}
                className={inputClasses(error ? 'invalid' : 'default', 'min-w-0 flex-1')}
              />
              <Button type="submit" className="shrink-0">
                Open receipt
              </Button>
            </div>
          )}
        </FormField>
      </form>
    </AdminPanel>
  );
}
