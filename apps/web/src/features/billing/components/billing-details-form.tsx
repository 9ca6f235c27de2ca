import {
  BillingDetailsMessage,
  billingDetailsRequestSchema,
  GST_STATES,
  type BillingDetails,
} from '@frameshop/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../components/ui/field-message';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses, textareaClasses } from '../../../components/ui/input-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useFailure } from '../../../hooks/use-failure';
import { serverMessageOr } from '../../../lib/api-error';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useSaveBillingDetails } from '../api/put-billing-details';

const FIELD_ORDER = ['legalName', 'address', 'state', 'gstin'] as const;
type Field = (typeof FIELD_ORDER)[number];

interface BillingDetailsFormProps {
  /** The details kept now, to change; empty fields without them. */
  current: BillingDetails | null;
  /** The name to start from when there are none yet (the account's). */
  suggestedName?: string;
  submitLabel: string;
  onSaved: (saved: BillingDetails) => void;
  onCancel?: () => void;
}

/**
 * Who an invoice is made out to: the legal name, the billing address, its state (the place of
 * supply) and a GSTIN for a business that claims input tax credit. Checked as the server checks
 * it (the GSTIN's length, state code and check character, and that it is the state's), and kept
 * for the next invoice; invoices already issued keep what they said.
 */
export function BillingDetailsForm({
  current,
  suggestedName = '',
  submitLabel,
  onSaved,
  onCancel,
}: BillingDetailsFormProps) {
  const base = useId();
  const ids: Record<Field, string> = {
    legalName: `${base}-legal-name`,
    address: `${base}-address`,
    state: `${base}-state`,
    gstin: `${base}-gstin`,
  };
  const [legalName, setLegalName] = useState(current?.legalName ?? suggestedName);
  const [address, setAddress] = useState(current?.address ?? '');
  const [state, setState] = useState(current?.state ?? '');
  const [gstin, setGstin] = useState(current?.gstin ?? '');
  const { errors, setError, onEdit, validate, showServerErrors } = useFieldErrors(FIELD_ORDER, ids);
  const { failure, reference, setFailure } = useFailure();
  const save = useSaveBillingDetails();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request = { legalName, address, state, gstin };
    const valid = validate(billingDetailsRequestSchema, request, (found) => {
      if (!state) found.state ??= BillingDetailsMessage.stateUnknown;
    });
    if (!valid) return;
    try {
      const answer = await save.mutateAsync(request);
      if (answer.billingDetails) onSaved(answer.billingDetails);
    } catch (error) {
      if (!showServerErrors(error)) {
        setFailure(
          serverMessageOr(error, 'Your billing details were not saved. Please try again.'),
          error,
        );
      }
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      <FormField
        id={ids.legalName}
        label="Legal name"
        hint="Your name, or your business's name as registered."
        message={errorMessage(errors.legalName)}
      >
        {(control) => (
          <input
            {...control}
            autoComplete="organization"
            value={legalName}
            onChange={onEdit('legalName', setLegalName)}
            className={inputClasses(errors.legalName ? 'invalid' : 'default')}
          />
        )}
      </FormField>
      <FormField id={ids.address} label="Billing address" message={errorMessage(errors.address)}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            autoComplete="street-address"
            value={address}
            onChange={onEdit('address', setAddress)}
            className={textareaClasses(errors.address ? 'invalid' : 'default')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={ids.state}
          label="State or union territory"
          hint="The place of supply: CGST + SGST in the seller's state, IGST elsewhere."
          message={errorMessage(errors.state)}
        >
          {(control) => (
            <select
              {...control}
              value={state}
              onChange={(change) => {
                setState(change.target.value);
                setError('state', undefined);
                setError('gstin', undefined);
              }}
              className={inputClasses(errors.state ? 'invalid' : 'default')}
            >
              <option value="">Choose…</option>
              {GST_STATES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name} ({option.code})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={ids.gstin}
          label="GSTIN (optional)"
          hint="For a registered business: 15 characters, as on your GST certificate."
          message={errorMessage(errors.gstin)}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              placeholder="27AAPFU0939F1ZV"
              value={gstin}
              onChange={onEdit('gstin', setGstin)}
              className={inputClasses(errors.gstin ? 'invalid' : 'default', 'font-mono uppercase')}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <Spinner className="size-4" /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
