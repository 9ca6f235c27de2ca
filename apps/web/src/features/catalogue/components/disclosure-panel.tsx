import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';

interface DisclosurePanelProps {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}

/** A collapsible fact panel: a heading with a disclosure button that shows and hides its content. */
export function DisclosurePanel({ title, children, defaultOpen = false }: DisclosurePanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <div className="py-1">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 rounded-control px-1 py-3 text-left text-sm font-semibold text-ink hover:text-brand-700"
        >
          {title}
          <ChevronDownIcon
            className={`size-4 shrink-0 text-ink-subtle transition-transform duration-200 ${
              open ? 'rotate-180' : ''
            }`}
          />
        </button>
      </h2>
      <div id={contentId} hidden={!open} className="px-1 pb-4 text-sm leading-6 text-ink-muted">
        {children}
      </div>
    </div>
  );
}

/** A list of short values (platforms, sections) as tags; "—" when the template names none. */
export function TagList({ values }: { values: string[] }) {
  if (values.length === 0) return <p>—</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((value) => (
        <li
          key={value}
          className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-ink-muted"
        >
          {value}
        </li>
      ))}
    </ul>
  );
}
