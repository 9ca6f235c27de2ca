import {
  creditPackFieldsSchema,
  type AdminCreditPack,
  type CreditPackFields,
} from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { PageForm } from '../../../components/ui/page-form';
import { useToast } from '../../../components/ui/use-toast';
import { useFailure } from '../../../hooks/use-failure';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { adminErrorMessage } from '../../admin-shell/admin-error-message';
import { addCreditPack, creditPacksKey, saveCreditPack } from '../api/credit-packs-api';
import {
  BLANK_PACK_VALUES,
  CREDIT_PACK_FIELDS,
  creditPackFieldIds,
  packFieldsInputOf,
  packValuesOf,
  type CreditPackField,
  type CreditPackValues,
} from '../credit-pack-form-values';
import { CreditPacksText } from '../credit-packs-text';
import { CreditPackControls } from './credit-pack-controls';

/**
 * One pack's form: a saved pack's row (edited in place, saved on its own, with the server's
 * warnings beside it, and `actions` such as its place in the list beside its title), or the form
 * that adds a pack. The contract's schema judges the values before anything is sent; the server's
 * own refusals land on the same fields.
 */
export function CreditPackForm({
  token,
  pack,
  actions,
}: {
  token: string;
  pack?: AdminCreditPack;
  actions?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const prefix = pack ? `credit-pack-${pack.id}` : 'new-credit-pack';
  const [ids] = useState(() => creditPackFieldIds(prefix));
  const [values, setValues] = useState<CreditPackValues>(() =>
    pack ? packValuesOf(pack) : BLANK_PACK_VALUES,
  );
  // When the server's version moves on (this row's save, or another's that took the popular mark
  // from it), the row shows what is stored now; the row stays mounted, so focus stays put.
  const [shownVersion, setShownVersion] = useState(pack?.updatedAt);
  if (pack && pack.updatedAt !== shownVersion) {
    setShownVersion(pack.updatedAt);
    setValues(packValuesOf(pack));
  }
  const { errors, setError, validate, showServerErrors } = useFieldErrors(CREDIT_PACK_FIELDS, ids);
  /** A refusal that names none of the fields (the session ended, the network failed). */
  const { failure: formError, reference, setFailure: setFormError } = useFailure();

  const save = useMutation({
    mutationFn: (fields: CreditPackFields) =>
      pack ? saveCreditPack(token, pack.id, fields) : addCreditPack(token, fields),
    onSuccess: (answer) => {
      // A change can move another pack's warnings (the base rate) or its popular mark.
      void queryClient.invalidateQueries({ queryKey: creditPacksKey });
      toast.show({
        type: 'success',
        message: pack
          ? CreditPacksText.saved(answer.credits)
          : CreditPacksText.added(answer.credits),
      });
      if (!pack) setValues(BLANK_PACK_VALUES);
    },
    onError: (error) => {
      if (!showServerErrors(error)) setFormError(adminErrorMessage(error), error);
    },
  });

  const change = <F extends CreditPackField>(field: F, value: CreditPackValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(field, undefined);
    setFormError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFormError(null);
    const fields = validate(creditPackFieldsSchema, packFieldsInputOf(values));
    if (fields) save.mutate(fields);
  };

  const titleId = `${prefix}-title`;
  const warningsId = `${prefix}-warnings`;
  const warnings = pack?.warnings ?? [];

  return (
    <PageForm
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      aria-describedby={warnings.length > 0 ? warningsId : undefined}
      className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5"
    >
      <div className="flex items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={titleId} className="text-base font-bold text-ink">
            {pack ? CreditPacksText.packTitle(pack.credits) : CreditPacksText.addTitle}
          </h3>
          {pack ? <PackBadges pack={pack} /> : null}
        </div>
        {actions}
      </div>
      <CreditPackControls ids={ids} values={values} errors={errors} onChange={change} />
      {warnings.length > 0 ? (
        <ul
          id={warningsId}
          className="flex flex-col gap-1.5 rounded-control bg-warning-50 px-3.5 py-3 text-sm leading-6 text-ink ring-1 ring-warning-600/30 ring-inset"
        >
          {warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2">
              <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-warning-600" />
              <span>
                <span className="sr-only">{CreditPacksText.warning} </span>
                {warning}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {formError ? (
        <FormAlert tone="error" reference={reference}>
          {formError}
        </FormAlert>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending
            ? pack
              ? CreditPacksText.saving
              : CreditPacksText.adding
            : pack
              ? CreditPacksText.save
              : CreditPacksText.add}
          {pack ? <span className="sr-only"> {CreditPacksText.packName(pack.credits)}</span> : null}
        </Button>
      </div>
    </PageForm>
  );
}

/** The pack's id (what orders name it by) and how it stands now. */
function PackBadges({ pack }: { pack: AdminCreditPack }) {
  const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
  return (
    <>
      <span className="text-xs text-ink-muted">{pack.id}</span>
      {pack.popular ? (
        <span className={`${badge} bg-brand-50 text-brand-700 ring-brand-600/20`}>
          {CreditPacksText.popular}
        </span>
      ) : null}
      {pack.active ? null : (
        <span className={`${badge} bg-slate-100 text-ink-muted ring-line`}>
          {CreditPacksText.offSale}
        </span>
      )}
    </>
  );
}
