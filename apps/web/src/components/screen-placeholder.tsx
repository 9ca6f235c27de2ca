import type { ReactNode } from 'react';
import { PageContainer } from './page-container';
import { ScreenHeading } from './screen-heading';

interface ScreenPlaceholderProps {
  title: string;
  /** The browser tab title when it should differ from the heading. */
  documentTitle?: string;
  eyebrow?: string;
  description: string;
  icon?: ReactNode;
  /** What the finished screen will hold, in a sentence. */
  note?: string;
  children?: ReactNode;
}

/** The frame of a screen whose content is still to come: its real title, a summary, next steps. */
export function ScreenPlaceholder({
  title,
  documentTitle,
  eyebrow,
  description,
  icon,
  note = 'This page is being prepared and will be available soon.',
  children,
}: ScreenPlaceholderProps) {
  return (
    <PageContainer className="py-12 lg:py-16">
      <ScreenHeading
        title={title}
        documentTitle={documentTitle}
        eyebrow={eyebrow}
        description={description}
      />
      <div className="mt-10 flex flex-col items-center rounded-panel border border-dashed border-slate-300 bg-surface px-6 py-14 text-center sm:py-20">
        {icon ? (
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            {icon}
          </span>
        ) : null}
        <p className="mt-5 max-w-md text-base text-ink-muted">{note}</p>
        {children ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </PageContainer>
  );
}
