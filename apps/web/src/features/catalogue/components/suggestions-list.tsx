import type { SuggestedTemplate } from '@frameshop/contract';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * The suggestions under a search box (a listbox of options, or of groups of them), and what a
 * screen reader hears as they come and go.
 */
export function SuggestionsList({
  id,
  shown,
  count,
  children,
}: {
  id: string;
  shown: boolean;
  /** How many options it shows. */
  count: number;
  children: ReactNode;
}) {
  return (
    <>
      <div
        id={id}
        role="listbox"
        aria-label="Suggestions"
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-card bg-surface py-1 shadow-lg ring-1 ring-line"
      >
        {children}
      </div>
      {/* Polite, not a status: the page's own statuses (a like, the results) stay the page's. */}
      <p aria-live="polite" className="sr-only">
        {shown
          ? `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, up and down arrows to choose`
          : ''}
      </p>
    </>
  );
}

/** One option of the list, highlighted while it is the active one. */
export function SuggestionOption({
  optionProps,
  active,
  children,
}: {
  /** What `useCombobox` gives the option: its id, role, state and handlers. */
  optionProps: HTMLAttributes<HTMLElement>;
  active: boolean;
  children: ReactNode;
}) {
  return (
    <div
      {...optionProps}
      className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm ${
        active ? 'bg-brand-50 text-brand-800' : 'text-ink'
      }`}
    >
      {children}
    </div>
  );
}

/** A suggested template as its option shows it: a small poster and its name. */
export function SuggestedTemplateLabel({ template }: { template: SuggestedTemplate }) {
  return (
    <>
      {template.posterUrl ? (
        <img
          src={template.posterUrl}
          alt=""
          loading="lazy"
          className="h-8 w-12 shrink-0 rounded-sm bg-slate-100 object-cover"
        />
      ) : (
        <span className="h-8 w-12 shrink-0 rounded-sm bg-slate-100" />
      )}
      <span className="min-w-0 truncate font-medium">{template.templateName}</span>
    </>
  );
}
