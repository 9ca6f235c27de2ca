import type { SuggestedTemplate, TemplateKind } from '@frameshop/contract';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { templateHref } from '../../../lib/template-href';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { SearchField } from './search-field';

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
 * the template, and sections, a pick showing the section. An ARIA combobox: the arrow keys move
 * through the suggestions, Enter picks one (or searches, with none chosen), Escape closes them.
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
  const listId = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(kind, field.value, open);
  const data = open ? suggestions.data : undefined;
  const options: Suggestion[] = [
    ...(data?.templates ?? []).map((template) => ({ type: 'template' as const, template })),
    ...(data?.sections ?? []).map((section) => ({ type: 'section' as const, section })),
  ];
  const shown = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: Suggestion) => {
    close();
    if (suggestion.type === 'section') {
      onPickSection(suggestion.section);
      return;
    }
    // A search still waiting for the pause would take the list's address back over the way out.
    onPickTemplate();
    void navigate(templateHref(suggestion.template.kind, suggestion.template.templateId));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      const count = options.length;
      const down = event.key === 'ArrowDown';
      setActive((current) => {
        if (down) return current + 1 >= count ? 0 : current + 1;
        return current <= 0 ? count - 1 : current - 1;
      });
    } else if (event.key === 'Enter' && shown && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    }
  };

  return (
    <SearchField
      {...field}
      onChange={(value) => {
        onChange(value);
        setOpen(true);
        setActive(-1);
      }}
      onSubmit={(value) => {
        close();
        onSubmit(value);
      }}
      onClear={() => {
        close();
        onClear();
      }}
      inputProps={{
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': shown,
        'aria-controls': listId,
        'aria-activedescendant': shown && options[active] ? optionId(active) : undefined,
        onKeyDown,
        onBlur: close,
      }}
    >
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-card bg-surface py-1 shadow-lg ring-1 ring-line"
      >
        {options.map((suggestion, index) => (
          <li
            key={keyOf(suggestion)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // The box keeps the focus: pressing an option must not blur it (and close the list).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            onMouseEnter={() => setActive(index)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm ${
              index === active ? 'bg-brand-50 text-brand-800' : 'text-ink'
            }`}
          >
            {suggestion.type === 'template' ? (
              <>
                {suggestion.template.posterUrl ? (
                  <img
                    src={suggestion.template.posterUrl}
                    alt=""
                    loading="lazy"
                    className="h-8 w-12 shrink-0 rounded-sm bg-slate-100 object-cover"
                  />
                ) : (
                  <span className="h-8 w-12 shrink-0 rounded-sm bg-slate-100" />
                )}
                <span className="min-w-0 truncate font-medium">
                  {suggestion.template.templateName}
                </span>
              </>
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
          </li>
        ))}
      </ul>
      {/* Polite, not a status: the page's own statuses (a like, the results) stay the page's. */}
      <p aria-live="polite" className="sr-only">
        {shown
          ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}, up and down arrows to choose`
          : ''}
      </p>
    </SearchField>
  );
}
