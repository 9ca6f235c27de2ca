import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
  panel: () => ReactNode;
}

interface TabsProps<Id extends string> {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /**
   * On a phone, the tabs share the width and their labels wrap, so a few long labels all show
   * (a scrolled-off tab reads as missing); without it, a long row of tabs scrolls sideways.
   */
  shareWidthOnPhones?: boolean;
}

/**
 * Tabs in the WAI-ARIA pattern: one Tab stop for the whole tab list, arrow keys (and Home/End)
 * move between tabs and select them. Only the selected panel is rendered, so a hidden tab never
 * fetches data the user has not asked for.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  shareWidthOnPhones = false,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const active = tabs.find((tab) => tab.id === selected);

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-4 flex overflow-x-auto border-b border-line px-4 sm:mx-0 sm:gap-1 sm:px-0"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-2 py-3 sm:px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                shareWidthOnPhones
                  ? 'max-sm:min-w-0 max-sm:flex-1 max-sm:justify-center max-sm:text-center max-sm:whitespace-normal'
                  : ''
              } ${
                isSelected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-ink-muted hover:border-slate-300 hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={panelId(active.id)}
          aria-labelledby={tabId(active.id)}
          tabIndex={0}
          className="pt-8 focus-visible:outline-offset-4"
        >
          {active.panel()}
        </div>
      ) : null}
    </div>
  );
}
