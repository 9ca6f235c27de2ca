import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';
import { PageContainer } from './page-container';

interface ContentPageProps {
  title: string;
  /** The browser tab title when it should differ from the heading. */
  documentTitle?: string;
  eyebrow?: string;
  /** One sentence under the heading; also the page's meta description. */
  description: string;
  children: ReactNode;
}

/** A reading page (FAQ, pricing, policies): title, summary and a comfortable text column. */
export function ContentPage({
  title,
  documentTitle,
  eyebrow,
  description,
  children,
}: ContentPageProps) {
  return (
    <PageContainer className="py-12 lg:py-16">
      <DocumentTitle title={documentTitle ?? title} description={description} />
      <div className="mx-auto max-w-3xl">
        {eyebrow ? <p className="text-sm font-semibold text-brand-700">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg leading-8 text-ink-muted">{description}</p>
        <div className="mt-10">{children}</div>
      </div>
    </PageContainer>
  );
}

/** Headed sections of running text for the policy and information pages. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4 leading-7 text-ink-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-ink">
      {children}
    </div>
  );
}
