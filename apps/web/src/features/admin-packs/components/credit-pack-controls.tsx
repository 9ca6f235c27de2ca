import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input-styles';
import type { FieldErrors } from '../../../lib/field-errors';
import type { CreditPackField, CreditPackValues } from '../credit-pack-form-values';
import { CreditPacksText } from '../credit-packs-text';

interface CreditPackControlsProps {
  ids: Record<CreditPackField, string>;
  values: CreditPackValues;
  errors: FieldErrors<CreditPackField>;
  onChange: <F extends CreditPackField>(field: F, value: CreditPackValues[F]) => void;
}

/**
 * A pack's five controls, each labelled, with its message under it: credits and price side by
 * side even on a phone, the label beside them from a laptop's width, the two switches below.
 */
export function CreditPackControls({ ids, values, errors, onChange }: CreditPackControlsProps) {
  const tone = (field: CreditPackField) => (errors[field] ? 'invalid' : 'default');
  const textField = (
    field: 'credits' | 'priceInr' | 'savingsLabel',
    label: string,
    extra: { inputMode?: 'numeric'; hint?: string; maxLength?: number } = {},
  ) => (
    <FormField
      id={ids[field]}
      label={label}
      hint={extra.hint}
      message={errorMessage(errors[field])}
    >
      {(props) => (
        <input
          {...props}
          type="text"
          autoComplete="off"
          inputMode={extra.inputMode}
          maxLength={extra.maxLength}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          className={inputClasses(tone(field))}
        />
      )}
    </FormField>
  );
  const switchField = (field: 'popular' | 'active', label: string) => (
    <div>
      <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm font-medium text-ink">
        <input
          id={ids[field]}
          type="checkbox"
          checked={values[field]}
          onChange={(event) => onChange(field, event.target.checked)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `${ids[field]}-message` : undefined}
          className="size-5 shrink-0 cursor-pointer accent-brand-600"
        />
        {label}
      </label>
      {/* Always present, so a refusal that appears is announced. */}
      <div aria-live="polite">
        {errors[field] ? (
          <p id={`${ids[field]}-message`} className="mt-1.5 text-sm text-danger-700">
            {errors[field]}
          </p>
        ) : null}
      </div>
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,10rem)_minmax(0,12rem)_minmax(0,1fr)]">
        {textField('credits', CreditPacksText.credits, { inputMode: 'numeric' })}
        {textField('priceInr', CreditPacksText.price, { inputMode: 'numeric' })}
        <div className="col-span-2 lg:col-span-1">
          {textField('savingsLabel', CreditPacksText.savingsLabel, {
            hint: CreditPacksText.savingsHint,
          })}
        </div>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {switchField('popular', CreditPacksText.popular)}
        {switchField('active', CreditPacksText.onSale)}
      </div>
    </div>
  );
}
