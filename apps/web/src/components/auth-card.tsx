import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

/** The centred card of the sign-in and sign-up screens. */
export function AuthCard({
  title,
  documentTitle,
  subtitle,
  children,
  footer,
  width = 'md',
}: {
  title: string;
  documentTitle: string;
  subtitle: string;
  children?: ReactNode;
  footer?: ReactNode;
  /** Long forms (registration) get a wider card. */
  width?: 'md' | 'lg';
}) {
  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50/70 to-canvas px-4 py-10 sm:py-16">
      <DocumentTitle title={documentTitle} />
      <div className={`w-full ${width === 'lg' ? 'max-w-xl' : 'max-w-md'}`}>
        <div className="rounded-panel bg-surface px-5 py-8 shadow-card ring-1 ring-line sm:p-10">
          <h1 className="text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {title}
          </h1>
          <p className="mt-2 text-center text-sm leading-6 text-ink-muted">{subtitle}</p>
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        {footer ? <p className="mt-6 text-center text-sm text-ink-muted">{footer}</p> : null}
      </div>
    </div>
  );
}
