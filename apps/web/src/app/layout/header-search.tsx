import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import {
  STORE_SEARCH_LABEL,
  StoreSearchField,
} from '../../features/catalogue/components/store-search-field';

/** The header's button that opens the whole store's search box under the navigation. */
export function HeaderSearchToggle({
  open,
  panelId,
  onToggle,
  buttonRef,
}: {
  open: boolean;
  panelId: string;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={open ? 'Close search' : STORE_SEARCH_LABEL}
      className={`grid size-10 place-items-center rounded-lg hover:bg-slate-100 ${
        open ? 'bg-brand-50 text-brand-700' : 'text-ink'
      }`}
    >
      <SearchIcon className="size-6" />
    </button>
  );
}

/**
 * The whole store's search box, under the navigation while it is open: its box takes the focus
 * as it opens, and choosing a search or a template closes it.
 */
export function HeaderSearchPanel({
  open,
  panelId,
  onDone,
}: {
  open: boolean;
  panelId: string;
  onDone: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.querySelector('input')?.focus();
  }, [open]);
  return (
    <div ref={panelRef} id={panelId} hidden={!open} className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-7xl justify-center px-4 py-3 sm:px-6 lg:px-8">
        {open ? <StoreSearchField onDone={onDone} /> : null}
      </div>
    </div>
  );
}
