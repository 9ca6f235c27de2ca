import { Link } from 'react-router';
import { ContentPage, Prose } from '../components/content-page';
import { paths } from '../lib/paths';
import { SUPPORT_EMAIL } from '../lib/site';

export default function ContactScreen() {
  return (
    <ContentPage
      title="Contact"
      eyebrow="Help"
      description="How to reach the Frameshop team about your account, a payment, a template or a licence."
    >
      <Prose>
        {SUPPORT_EMAIL ? (
          <p>
            Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We answer on
            working days, usually within one.
          </p>
        ) : (
          <p>
            Write to us from the email address on your account; we answer on working days, usually
            within one.
          </p>
        )}
        <h2>Help us help you</h2>
        <ul>
          <li>the email address of your account;</li>
          <li>the template’s name or the address of its page;</li>
          <li>for payments, the transaction ID shown after paying;</li>
          <li>what you expected and what happened instead.</li>
        </ul>
        <p>
          Quick answers first? See the <Link to={paths.faq()}>FAQ</Link> and the{' '}
          <Link to={paths.support()}>support page</Link>.
        </p>
      </Prose>
    </ContentPage>
  );
}
