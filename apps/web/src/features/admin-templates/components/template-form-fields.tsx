import { TEMPLATE_LAYOUTS, templateKindSchema } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField, type FieldControlProps } from '../../../components/ui/form-field';
import { inputClasses, textareaClasses } from '../../../components/ui/input-styles';
import type { FieldErrors } from '../../../lib/field-errors';
import { KIND_LABELS, OwnerCatalogueText } from '../owner-catalogue-text';
import {
  templateForm,
  type TemplateFormField,
  type TemplateFormValues,
} from '../template-form-values';

interface TemplateFormFieldsProps {
  values: TemplateFormValues;
  errors: FieldErrors<TemplateFormField>;
  /** The kind is chosen when a template is made, and fixed from then on. */
  creating: boolean;
  onChange: (field: TemplateFormField, value: string) => void;
}

const LIST_HINT = 'Separate them with commas.';

/**
 * Every field of the contract's templateFieldsSchema for the chosen kind, each labelled, with its
 * message under it. Two columns from a tablet's width up, one on a phone.
 */
export function TemplateFormFields({
  values,
  errors,
  creating,
  onChange,
}: TemplateFormFieldsProps) {
  const field = (name: TemplateFormField, label: string, control: Control, hint?: string) => (
    <FormField
      id={templateForm.ids[name]}
      label={label}
      hint={hint}
      message={errorMessage(errors[name])}
    >
      {(props) => control(props, name)}
    </FormField>
  );

  const tone = (name: TemplateFormField) => (errors[name] ? 'invalid' : 'default');
  const bind = (name: TemplateFormField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  const textInput =
    (extra: { inputMode?: 'numeric' | 'decimal' } = {}): Control =>
    (props, name) => (
      <input
        {...props}
        {...bind(name)}
        type="text"
        autoComplete="off"
        {...extra}
        className={inputClasses(tone(name))}
      />
    );

  const layoutSelect =
    (emptyOption?: string): Control =>
    (props, name) => (
      <select {...props} {...bind(name)} className={inputClasses(tone(name))}>
        {emptyOption ? <option value="">{emptyOption}</option> : null}
        {TEMPLATE_LAYOUTS.map((layout) => (
          <option key={layout} value={layout}>
            {layout}
          </option>
        ))}
      </select>
    );

  const textArea =
    (rows: number, { code = false } = {}): Control =>
    (props, name) => (
      <textarea
        {...props}
        {...bind(name)}
        rows={rows}
        spellCheck={code ? false : undefined}
        className={textareaClasses(tone(name), code ? 'font-mono text-sm' : '')}
      />
    );

  const kindSelect: Control = (props, name) => (
    <select {...props} {...bind(name)} className={inputClasses(tone(name))}>
      {templateKindSchema.options.map((kind) => (
        <option key={kind} value={kind}>
          {KIND_LABELS[kind]}
        </option>
      ))}
    </select>
  );

  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {creating ? (
          field('kind', 'Kind', kindSelect, 'The kind cannot change once the template is made.')
        ) : (
          <p className="text-sm text-ink-muted">
            <span className="font-medium text-ink">Kind:</span> {KIND_LABELS[values.kind]}
          </p>
        )}
      </div>
      {field('templateName', 'Name', textInput())}
      {field('sku', 'SKU (optional)', textInput(), 'Your own key for this template in a manifest.')}
      <div className="sm:col-span-2">
        {field('templateDescription', 'Description', textArea(4))}
      </div>
      {field('templateCategory', 'Categories', textInput(), LIST_HINT)}
      {field('templateSection', 'Sections', textInput(), LIST_HINT)}
      <div className="sm:col-span-2">
        {field('templateCompatibility', 'Compatible with', textInput(), LIST_HINT)}
      </div>
      {field(
        'templatePrice',
        'Price (credits)',
        textInput({ inputMode: 'numeric' }),
        'A whole number of credits.',
      )}
      {field(
        'templatePriceIND',
        'India price (credits)',
        textInput({ inputMode: 'numeric' }),
        'Leave empty to charge the price above in India too.',
      )}
      {field('videoLayout', 'Layout', layoutSelect())}
      {values.kind === 'video'
        ? field(
            'greenScreenLayout',
            'Green-screen window layout',
            layoutSelect('Same as the layout'),
          )
        : null}
      {/* A picture's poster is the picture itself. */}
      {values.kind === 'image'
        ? null
        : field(
            'thumbnailFrame',
            'Poster frame (seconds)',
            textInput({ inputMode: 'decimal' }),
            'The moment of the clip its poster shows.',
          )}
      <div className="sm:col-span-2">
        {field(
          'templateJson',
          OwnerCatalogueText.composition,
          textArea(8, { code: true }),
          OwnerCatalogueText.compositionHint,
        )}
      </div>
    </div>
  );
}

type Control = (props: FieldControlProps, name: TemplateFormField) => ReactNode;
