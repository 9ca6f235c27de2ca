import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import type { FaqCategory } from '../faq-content';

/**
 * The questions, grouped by category, with at most one answer open across the whole page so the
 * list stays scannable. Each question is a real button (Enter and Space work) that says whether
 * its answer is expanded and which region it controls.
 */
export function FaqAccordion({
  categories,
  initiallyOpen = null,
}: {
  categories: FaqCategory[];
  initiallyOpen?: string | null;
}) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpen);
  const baseId = useId();

  return (
    <div className="space-y-10">
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`${baseId}-${category.id}`}>
          <h2 id={`${baseId}-${category.id}`} className="text-xl font-semibold text-ink">
            {category.title}
          </h2>
          <div className="mt-4 divide-y divide-line rounded-card bg-surface shadow-card ring-1 ring-line">
            {category.entries.map((entry) => {
              const open = openId === entry.id;
              const buttonId = `${baseId}-q-${entry.id}`;
              const panelId = `${baseId}-a-${entry.id}`;
              return (
                <div key={entry.id}>
                  <h3>
                    <button
                      id={buttonId}
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenId(open ? null : entry.id)}
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-ink hover:bg-slate-50"
                    >
                      {entry.question}
                      <ChevronDownIcon
                        className={`size-5 shrink-0 text-ink-subtle transition-transform ${open ? 'rotate-180' : ''}`}
                      />
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    role="region"
                    aria-labelledby={buttonId}
                    hidden={!open}
                    className="px-5 pb-5 leading-7 text-ink-muted"
                  >
                    <p>{entry.answer}</p>
                    {entry.link ? (
                      <Link
                        to={entry.link.to}
                        className="mt-2 inline-block font-medium text-brand-700 underline"
                      >
                        {entry.link.label}
                      </Link>
                    ) : null}
                  </div>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
