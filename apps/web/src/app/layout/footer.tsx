import { Link } from 'react-router';
import { consentStore } from '../../features/consent/consent-store';
import { paths } from '../../lib/paths';
import { SITE_NAME } from '../../lib/site';
import { LogoMark } from './logo';

// Only pages that exist are linked: the spec's blog, tutorials and social links have no page or
// account yet, so they are left out rather than pointed at nothing.
const columns = [
  {
    heading: 'Explore',
    links: [
      { label: 'Video templates', to: paths.templatesList() },
      { label: 'Image templates', to: paths.imageTemplates() },
      { label: 'Ready-made videos', to: paths.directSellTemplates() },
      { label: 'Pricing', to: paths.pricing() },
      { label: 'Features', to: paths.features() },
      { label: 'For developers', to: paths.developers() },
    ],
  },
  {
    heading: 'Help',
    links: [
      { label: 'FAQ', to: paths.faq() },
      { label: 'Support', to: paths.support() },
      { label: 'Contact', to: paths.contact() },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of Service', to: paths.terms() },
      { label: 'Privacy Policy', to: paths.privacy() },
      { label: 'Cookie Policy', to: paths.cookies() },
    ],
  },
] as const;

const YEAR = new Date().getFullYear();

export function Footer() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-10 md:flex-row md:justify-between">
          <div className="max-w-sm">
            <Link
              to={paths.home()}
              className="inline-flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight"
            >
              <LogoMark className="size-7" />
              {SITE_NAME}
            </Link>
            <p className="mt-3 text-sm leading-6 text-ink-muted">
              Video templates, image templates and ready-made videos. Make them yours in minutes and
              pay only for what you download.
            </p>
          </div>
          <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 sm:gap-16">
            {columns.map((column) => (
              <nav key={column.heading} aria-label={column.heading}>
                <h2 className="text-xs font-semibold tracking-wider text-ink-subtle uppercase">
                  {column.heading}
                </h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="rounded text-sm text-ink-muted transition-colors hover:text-brand-700"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                  {column.heading === 'Legal' ? (
                    <li>
                      {/* Withdrawing or changing consent must be as easy as giving it. */}
                      <button
                        type="button"
                        onClick={() => consentStore().openSettings()}
                        className="rounded text-sm text-ink-muted transition-colors hover:text-brand-700"
                      >
                        Cookie settings
                      </button>
                    </li>
                  ) : null}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <p className="mt-12 border-t border-line pt-6 text-sm text-ink-subtle">
          © {YEAR} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
