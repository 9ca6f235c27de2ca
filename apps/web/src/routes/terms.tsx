import { Link } from 'react-router';
import { ContentPage, Prose } from '../components/content-page';
import { paths } from '../lib/paths';

export default function TermsScreen() {
  return (
    <ContentPage
      title="Terms of Service"
      eyebrow="Legal"
      description="The terms for using Frameshop: accounts, credits, purchases, the template licence and acceptable use."
    >
      <Prose>
        <p>
          These terms apply when you browse Frameshop, create an account, buy credits or download a
          template. By using the store you agree to them.
        </p>
        <h2>Your account</h2>
        <p>
          Keep your password to yourself; you are responsible for what happens under your account.
          Tell us at once if you think someone else has used it.
        </p>
        <h2>Closing your account</h2>
        <p>
          You may close your account at any time from your profile (Sign-in and security). Closing
          it cannot be undone: you can no longer sign in, and your personal details, uploads, drafts
          and generated videos and pictures are deleted. Any credits left on the account are
          forfeited and are not refunded. Receipts, the record of credit changes and the existence
          of licences are kept without your personal details, as the law and our accounts require.
          Download your data first if you want a copy. The same email address may later register a
          new, empty account.
        </p>
        <h2>Credits</h2>
        <p>
          Credits are bought in packs (see <Link to={paths.pricing()}>pricing</Link>) or awarded as
          bonuses. They pay for templates inside Frameshop only, cannot be exchanged for money and
          cannot be transferred to another account.
        </p>
        <h2>Purchases</h2>
        <p>
          A template is charged once, at the price shown, the first time you buy or download it.
          Later downloads of the same template are free. A charge is never taken twice for the same
          template, even if you click twice or your connection drops.
        </p>
        <h2>The licence</h2>
        <p>
          A bought template comes with a royalty-free licence to use what you make with it, for
          personal and commercial purposes, without attribution. You may not resell, share or
          redistribute the template files themselves.
        </p>
        <h2>Acceptable use</h2>
        <p>
          Do not upload content you have no right to use, or content that is unlawful. We may
          suspend accounts that break these terms.
        </p>
        <h2>Changes</h2>
        <p>
          We may update these terms; the version on this page applies. Questions?{' '}
          <Link to={paths.contact()}>Contact us</Link>.
        </p>
      </Prose>
    </ContentPage>
  );
}
