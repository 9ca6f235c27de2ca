import {
  TemplateAdminMessage,
  templateFieldsSchema,
  type OwnerTemplate,
  type TemplateFields,
} from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageForm } from '../../../components/ui/page-form';
import { useToast } from '../../../components/ui/use-toast';
import { isApiError, referenceOf } from '../../../lib/api-error';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { adminErrorMessage } from '../../admin-shell/admin-error-message';
import { createTemplate, getOwnerTemplate, saveTemplate } from '../api/owner-catalogue-api';
import { ownerCatalogueKeys } from '../api/owner-catalogue-keys';
import { OwnerCatalogueText } from '../owner-catalogue-text';
import {
  blankTemplateValues,
  fieldsInputOf,
  serverFieldErrors,
  templateForm,
  templateValuesOf,
  type TemplateFormField,
  type TemplateFormValues,
} from '../template-form-values';
import { TemplateFormFields } from './template-form-fields';

/**
 * Preparing an uploaded file writes its composition (its size, window and starting scene) into the
 * template, which the page's copy of it then shows. A composition field the owner has not changed
 * takes it, so the form shows what buyers get, and a save does not send the empty one back.
 * Called while rendering, as React adjusts state to a changed prop.
 */
function adoptPreparedComposition(
  template: OwnerTemplate | undefined,
  base: Base | null,
  values: TemplateFormValues,
  setBase: (base: Base) => void,
  setValues: (values: TemplateFormValues) => void,
) {
  if (!template || !base) return;
  const prepared = template.fields.templateJson;
  if (prepared === base.fields.templateJson) return;
  setBase({ ...base, fields: { ...base.fields, templateJson: prepared } });
  if (values.templateJson === (base.fields.templateJson ?? '')) {
    setValues({ ...values, templateJson: prepared ?? '' });
  }
}

/** The server's version of the template that the typed values started from. */
interface Base {
  revision: number;
  fields: TemplateFields;
}

const sameFields = (a: TemplateFields, b: TemplateFields) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The template's fields, judged in the browser by the contract's schema before anything is sent.
 * A new template is created (the caller then opens its editor); a saved one is saved over the
 * revision its values started from, so a save made elsewhere meanwhile is refused, never
 * overwritten. What was typed stays in the form until the owner chooses to reload.
 */
export function TemplateForm({
  token,
  template,
  onCreated,
}: {
  token: string;
  /** The saved template being edited; none while a new one is made. */
  template?: OwnerTemplate;
  onCreated?: (template: OwnerTemplate) => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState<TemplateFormValues>(() =>
    template ? templateValuesOf(template.fields) : blankTemplateValues('video'),
  );
  const [base, setBase] = useState<Base | null>(() =>
    template ? { revision: template.revision, fields: template.fields } : null,
  );
  const [conflict, setConflict] = useState(false);
  adoptPreparedComposition(template, base, values, setBase, setValues);
  const { errors, setError, setErrors, showErrors, validate } = useFieldErrors(
    templateForm.order,
    templateForm.ids,
  );

  const answered = (answer: OwnerTemplate) => {
    queryClient.setQueryData(ownerCatalogueKeys.template(answer.templateId), answer);
    void queryClient.invalidateQueries({ queryKey: ownerCatalogueKeys.templatesTab });
    setBase({ revision: answer.revision, fields: answer.fields });
    setConflict(false);
  };

  /**
   * The revision to save over: the one the values started from, or a newer one the page has seen
   * whose fields are still those (a publish or a media upload since changes no field).
   */
  const revisionFor = (templateId: string, started: Base) => {
    const latest = queryClient.getQueryData<OwnerTemplate>(ownerCatalogueKeys.template(templateId));
    return latest && sameFields(latest.fields, started.fields) ? latest.revision : started.revision;
  };

  const save = useMutation({
    mutationFn: (fields: TemplateFields) =>
      template && base
        ? saveTemplate(token, template.templateId, {
            fields,
            revision: revisionFor(template.templateId, base),
          })
        : createTemplate(token, fields),
    onSuccess: (answer) => {
      answered(answer);
      if (template) toast.show({ type: 'success', message: OwnerCatalogueText.saved });
      else onCreated?.(answer);
    },
    onError: (error) => {
      const onFields = serverFieldErrors(error);
      if (Object.keys(onFields).length > 0) showErrors(onFields);
      // A 409 that names no field (a taken sku does) is someone else's save.
      else if (isApiError(error) && error.status === 409) setConflict(true);
    },
  });

  const reload = useMutation({
    mutationFn: () => getOwnerTemplate(token, template?.templateId ?? ''),
    onSuccess: (fresh) => {
      answered(fresh);
      setValues(templateValuesOf(fresh.fields));
      setErrors({});
      save.reset();
    },
  });

  const change = (field: TemplateFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }) as TemplateFormValues);
    setError(field, undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const fields = validate(templateFieldsSchema, fieldsInputOf(values));
    if (fields) save.mutate(fields);
  };

  const formError =
    save.isError && !conflict && Object.keys(serverFieldErrors(save.error)).length === 0
      ? adminErrorMessage(save.error)
      : null;

  return (
    <PageForm
      noValidate
      onSubmit={submit}
      aria-label={template ? OwnerCatalogueText.editTemplate : OwnerCatalogueText.newTemplate}
      className="flex flex-col gap-6"
    >
      <TemplateFormFields values={values} errors={errors} creating={!template} onChange={change} />
      {conflict ? (
        <FormAlert tone="error" reference={reload.isError ? referenceOf(reload.error) : null}>
          <p>{TemplateAdminMessage.revisionConflict}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => reload.mutate()}
            disabled={reload.isPending}
          >
            {OwnerCatalogueText.reload}
          </Button>
          {reload.isError ? <p className="mt-2">{adminErrorMessage(reload.error)}</p> : null}
        </FormAlert>
      ) : null}
      {formError ? (
        <FormAlert tone="error" reference={referenceOf(save.error)}>
          {formError}
        </FormAlert>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending
            ? OwnerCatalogueText.saving
            : template
              ? OwnerCatalogueText.save
              : OwnerCatalogueText.create}
        </Button>
      </div>
    </PageForm>
  );
}
