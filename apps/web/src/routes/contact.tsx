import { Link } from 'react-router';
import { ContentPage, Prose } from '../components/content-page';
import { LoadingState } from '../components/ui/loading-state';
import { usePublicConfig } from '../lib/public-config';
import { useAuth } from '../features/auth/hooks/use-auth';
import { ContactForm } from '../features/contact/components/contact-form';
import { paths } from '../lib/paths';

export default function ContactScreen() {
  const config = usePublicConfig();
  const { user } = useAuth();
  return (
    <ContentPage
      title="Contact"
      eyebrow="Help"
      description="How to reach the Frameshop team about your account, a payment, a template or a licence."
    >
      <Prose>
        <p>
          Write to us below
          {config?.supportEmail ? (
            <>
              {' '}
              or at <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </>
          ) : null}
          . We answer by email on working days, usually within one.
        </p>
        <p>It helps us help you faster if you include:</p>
        <ul>
          <li>the email address of your account;</li>
          <li>the template’s name or the address of its page;</li>
          <li>for payments, the transaction ID shown after paying;</li>
          <li>what you expected and what happened instead.</li>
        </ul>
      </Prose>
      <section
        aria-labelledby="contact-form-heading"
        className="mt-10 rounded-panel bg-surface p-6 shadow-card ring-1 ring-line sm:p-8"
      >
        <h2 id="contact-form-heading" className="text-xl font-semibold text-ink">
          Send us a message
        </h2>
        <div className="mt-6">
          {config === undefined ? (
            <LoadingState label="Loading the form…" />
          ) : config.contactForm ? (
            <ContactForm signedInEmail={user?.email} />
          ) : (
            <p className="text-ink-muted">
              The contact form is not available right now
              {config.supportEmail ? (
                <>
                  ; please write to{' '}
                  <a
                    className="font-medium text-brand-700 underline"
                    href={`mailto:${config.supportEmail}`}
                  >
                    {config.supportEmail}
                  </a>
                </>
              ) : null}
              .
            </p>
          )}
        </div>
      </section>
      <p className="mt-8 leading-7 text-ink-muted">
        Quick answers first? See the{' '}
        <Link className="font-medium text-brand-700 underline" to={paths.faq()}>
          FAQ
        </Link>{' '}
        and the{' '}
        <Link className="font-medium text-brand-700 underline" to={paths.support()}>
          support page
        </Link>
        .
      </p>
    </ContentPage>
  );
}
