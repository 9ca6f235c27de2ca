import { DocumentTitle } from './document-title';

interface ScreenHeadingProps {
  title: string;
  /** The browser tab title when it should differ from the heading. */
  documentTitle?: string;
  eyebrow?: string;
  description: string;
}

/** A screen's title block: eyebrow, the one h1, a line on what the screen is for. */
export function ScreenHeading({ title, documentTitle, eyebrow, description }: ScreenHeadingProps) {
  return (
    <div className="max-w-2xl">
      <DocumentTitle title={documentTitle ?? title} />
      {eyebrow ? <p className="text-sm font-semibold text-brand-600">{eyebrow}</p> : null}
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg leading-8 text-ink-muted">{description}</p>
    </div>
  );
}
