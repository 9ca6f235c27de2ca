import type { ReactNode } from 'react';

export interface DocHeading {
  id: string;
  title: string;
}

/**
 * A headed part of the developers page, with an address of its own (`#id`) that the heading's
 * anchor shows and the page's contents link to. Kept clear of the sticky navbar when jumped to.
 */
export function DocSection({
  heading,
  children,
  wide,
}: {
  heading: DocHeading;
  /** Running text, kept to a comfortable line length. */
  children: ReactNode;
  /** What needs the page's whole width, under the text. */
  wide?: ReactNode;
}) {
  return (
    <section aria-labelledby={heading.id} className="mt-14">
      <div className="group flex max-w-3xl items-baseline gap-2">
        <h2 id={heading.id} className="scroll-mt-24 text-2xl font-semibold text-ink">
          {heading.title}
        </h2>
        <a
          href={`#${heading.id}`}
          className="rounded text-lg text-brand-600 opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
          aria-label={`Link to this part: ${heading.title}`}
        >
          #
        </a>
      </div>
      <div className="mt-4 max-w-3xl space-y-4 leading-7 text-ink-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_code]:break-words [&_code]:text-ink [&_figure_code]:bg-transparent [&_figure_code]:p-0 [&_figure_code]:text-slate-100 [&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_li]:ml-5 [&_ol>li]:list-decimal [&_strong]:text-ink [&_ul>li]:list-disc">
        {children}
      </div>
      {wide}
    </section>
  );
}

/** The page's contents: a link to each part. */
export function DocContents({ headings }: { headings: readonly DocHeading[] }) {
  return (
    <nav
      aria-label="On this page"
      className="mt-8 max-w-3xl rounded-card bg-surface p-5 ring-1 ring-line"
    >
      <h2 className="text-sm font-semibold text-ink">On this page</h2>
      <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="rounded text-brand-700 hover:underline">
              {heading.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
