import { bulkPricesSchema, type BulkPrices } from '@frameshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../components/ui/field-message';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input-styles';
import { PageForm } from '../../../components/ui/page-form';
import { useFailure } from '../../../hooks/use-failure';
import { formatCredits } from '../../../lib/format';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { adminErrorMessage } from '../../admin-shell/admin-error-message';
import { AdminQueryState, type AdminTabProps } from '../../admin-shell/components/admin-tab';
import { bulkPricesKey, getBulkPrices, setBulkPrices } from '../api/admin-batches-api';

const FIELDS = ['image', 'video'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { image: 'Price per picture', video: 'Price per video' };
const IDS: Record<Field, string> = { image: 'bulk-price-image', video: 'bulk-price-video' };

/** "2" → 2; anything else goes to the schema as it is, to be refused with its message. */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/**
 * What Make many charges per result, per kind (in credits; 0 makes results free), on top of the
 * template's licence once. Saved together, confirmed when saved.
 */
export function BulkPricesForm({ token, onGoToLogin }: AdminTabProps) {
  const query = useQuery({
    queryKey: bulkPricesKey,
    queryFn: ({ signal }) => getBulkPrices(token, signal),
    retry: false,
  });
  if (query.isError || query.data === undefined) {
    return <AdminQueryState query={query} onGoToLogin={onGoToLogin} />;
  }
  return <LoadedForm token={token} prices={query.data} />;
}

function LoadedForm({ token, prices }: { token: string; prices: BulkPrices }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    image: String(prices.image),
    video: String(prices.video),
  });
  const [saved, setSaved] = useState<BulkPrices | null>(null);
  const { errors, setError, validate, showServerErrors } = useFieldErrors(FIELDS, IDS);
  const { failure, reference, setFailure } = useFailure();
  const save = useMutation({
    mutationFn: (next: BulkPrices) => setBulkPrices(token, next),
    onSuccess: (answer) => {
      queryClient.setQueryData(bulkPricesKey, answer);
      setSaved(answer);
    },
    onError: (error) => {
      if (!showServerErrors(error)) setFailure(adminErrorMessage(error), error);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    setSaved(null);
    const parsed = validate(bulkPricesSchema, {
      image: numberOf(values.image),
      video: numberOf(values.video),
    });
    if (parsed) save.mutate(parsed);
  };
  return (
    <PageForm
      noValidate
      onSubmit={submit}
      aria-labelledby="bulk-prices-title"
      className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5"
    >
      <h3 id="bulk-prices-title" className="text-base font-bold text-ink">
        Make many: price per result
      </h3>
      <p className="max-w-prose text-sm text-ink-muted">
        What a batch charges for each result it makes, in credits, on top of the template’s licence
        once. 0 makes every result of that kind free.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        {FIELDS.map((field) => (
          <FormField
            key={field}
            id={IDS[field]}
            label={LABELS[field]}
            message={errorMessage(errors[field])}
          >
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={values[field]}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((now) => ({ ...now, [field]: value }));
                  setError(field, undefined);
                  setSaved(null);
                }}
                className={inputClasses(errors[field] ? 'invalid' : 'default')}
              />
            )}
          </FormField>
        ))}
      </div>
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      {saved ? (
        <FormAlert tone="success">
          Prices saved: {formatCredits(saved.image)} per picture, {formatCredits(saved.video)} per
          video. New batches are priced with them.
        </FormAlert>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save prices'}
        </Button>
      </div>
    </PageForm>
  );
}
