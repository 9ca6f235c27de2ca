import { templateKindSchema } from '@frameshop/contract';
import type { SuggestedTemplate } from '@frameshop/contract';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { paths, searchPath } from '../../../lib/paths';
import { templateHref } from '../../../lib/template-href';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { useCombobox } from '../hooks/use-combobox';
import { KIND_NAMES } from '../kind-names';
import { SearchField } from './search-field';
import { SuggestedTemplateLabel, SuggestionOption, SuggestionsList } from './suggestions-list';

export const STORE_SEARCH_LABEL = 'Search the store';

type Suggestion = { type: 'template'; template: SuggestedTemplate } | { type: 'everything' };

interface StoreSearchFieldProps {
  /** What the box holds at first: the search the results page shows. */
  initialValue?: string;
  /** A search or a template was chosen, and its page opens (the header closes its panel). */
  onDone?: () => void;
}

/**
 * The whole store's search box (ADR 35): as it is typed, names of every kind grouped under their
 * kind, a pick opening the template, and the way to every result; Enter opens the results page,
 * with a section per kind. An ARIA combobox (`useCombobox`) whose options sit in groups.
 */
export function StoreSearchField({ initialValue = '', onDone }: StoreSearchFieldProps) {
  const groupId = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(initialValue);
  const combobox = useCombobox();
  const suggestions = useSearchSuggestions(undefined, value, combobox.open);
  const templates = combobox.open ? (suggestions.data?.templates ?? []) : [];
  const term = value.trim();
  const options: Suggestion[] = [
    ...templates.map((template) => ({ type: 'template' as const, template })),
    ...(templates.length > 0 ? [{ type: 'everything' as const }] : []),
  ];

  const search = (typed: string) => {
    combobox.close();
    const q = typed.trim();
    if (!q) return;
    onDone?.();
    void navigate(searchPath(q));
  };
  const pick = (suggestion: Suggestion) => {
    if (suggestion.type === 'everything') {
      search(value);
      return;
    }
    combobox.close();
    onDone?.();
    void navigate(templateHref(suggestion.template.kind, suggestion.template.templateId));
  };
  const { shown, inputProps, optionProps, isActive } = combobox.bind(options, pick);
  const option = (index: number, children: ReactNode) => (
    <SuggestionOption key={index} optionProps={optionProps(index)} active={isActive(index)}>
      {children}
    </SuggestionOption>
  );

  return (
    <SearchField
      label={STORE_SEARCH_LABEL}
      action={paths.search()}
      value={value}
      placeholder="Search video, image and ready-made templates"
      onChange={(typed) => {
        setValue(typed);
        combobox.typed();
      }}
      onSubmit={search}
      onClear={() => {
        combobox.close();
        setValue('');
      }}
      inputProps={inputProps}
    >
      <SuggestionsList id={combobox.listId} shown={shown} count={options.length}>
        {templateKindSchema.options.map((kind) => {
          const indexes = options.flatMap((suggestion, index) =>
            suggestion.type === 'template' && suggestion.template.kind === kind ? [index] : [],
          );
          if (indexes.length === 0) return null;
          const headingId = `${groupId}-${kind}`;
          return (
            <div key={kind} role="group" aria-labelledby={headingId}>
              <div
                id={headingId}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {KIND_NAMES[kind].heading}
              </div>
              {indexes.map((index) => {
                const suggestion = options[index];
                return suggestion?.type === 'template'
                  ? option(index, <SuggestedTemplateLabel template={suggestion.template} />)
                  : null;
              })}
            </div>
          );
        })}
        {options.length > 0
          ? option(
              options.length - 1,
              <>
                <span className="grid h-8 w-12 shrink-0 place-items-center text-ink-subtle">
                  <SearchIcon className="size-4" />
                </span>
                <span className="min-w-0 truncate font-medium">Every result for “{term}”</span>
              </>,
            )
          : null}
      </SuggestionsList>
    </SearchField>
  );
}
