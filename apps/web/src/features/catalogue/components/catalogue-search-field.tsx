import type { SuggestedTemplate, TemplateKind } from '@frameshop/contract';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { templateHref } from '../../../lib/template-href';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { useCombobox } from '../hooks/use-combobox';
import { SearchField } from './search-field';
import { SuggestedTemplateLabel, SuggestionOption, SuggestionsList } from './suggestions-list';

interface CatalogueSearchFieldProps {
  kind: TemplateKind;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  onClear: () => void;
  /** A suggested section was picked: the list shows that section instead of the search. */
  onPickSection: (section: string) => void;
  /** A suggested template was picked, and its page opens: the search typed is left. */
  onPickTemplate: () => void;
}

type Suggestion =
  { type: 'template'; template: SuggestedTemplate } | { type: 'section'; section: string };

const keyOf = (suggestion: Suggestion) =>
  suggestion.type === 'section'
    ? `section:${suggestion.section}`
    : `template:${suggestion.template.templateId}`;

/**
 * A list's search box with suggestions as it is typed (ADR 35): template names, a pick opening
 * the template, and sections, a pick showing the section. An ARIA combobox (`useCombobox`).
 */
export function CatalogueSearchField({
  kind,
  onPickSection,
  onPickTemplate,
  onChange,
  onSubmit,
  onClear,
  ...field
}: CatalogueSearchFieldProps) {
  const navigate = useNavigate();
  const combobox = useCombobox();
  const suggestions = useSearchSuggestions(kind, field.value, combobox.open);
  const data = combobox.open ? suggestions.data : undefined;
  const options: Suggestion[] = [
    ...(data?.templates ?? []).map((template) => ({ type: 'template' as const, template })),
    ...(data?.sections ?? []).map((section) => ({ type: 'section' as const, section })),
  ];
  const pick = (suggestion: Suggestion) => {
    combobox.close();
    if (suggestion.type === 'section') {
      onPickSection(suggestion.section);
      return;
    }
    // A search still waiting for the pause would take the list's address back over the way out.
    onPickTemplate();
    void navigate(templateHref(suggestion.template.kind, suggestion.template.templateId));
  };
  const { shown, inputProps, optionProps, isActive } = combobox.bind(options, pick);

  return (
    <SearchField
      {...field}
      onChange={(value) => {
        onChange(value);
        combobox.typed();
      }}
      onSubmit={(value) => {
        combobox.close();
        onSubmit(value);
      }}
      onClear={() => {
        combobox.close();
        onClear();
      }}
      inputProps={inputProps}
    >
      <SuggestionsList id={combobox.listId} shown={shown} count={options.length}>
        {options.map((suggestion, index) => (
          <SuggestionOption
            key={keyOf(suggestion)}
            optionProps={optionProps(index)}
            active={isActive(index)}
          >
            {suggestion.type === 'template' ? (
              <SuggestedTemplateLabel template={suggestion.template} />
            ) : (
              <>
                <span className="grid h-8 w-12 shrink-0 place-items-center text-ink-subtle">
                  <SearchIcon className="size-4" />
                </span>
                <span className="min-w-0 truncate">
                  <span className="font-medium">{suggestion.section}</span>
                  <span className="text-ink-muted"> · section</span>
                </span>
              </>
            )}
          </SuggestionOption>
        ))}
      </SuggestionsList>
    </SearchField>
  );
}
