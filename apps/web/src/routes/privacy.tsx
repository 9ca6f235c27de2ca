import { Link } from 'react-router';
import { ContentPage, Prose } from '../components/content-page';
import { paths } from '../lib/paths';

export default function PrivacyScreen() {
  return (
    <ContentPage
      title="Privacy Policy"
      eyebrow="Legal"
      description="What personal data Frameshop keeps, why, for how long, and the choices you have."
    >
      <Prose>
        <h2>What we keep</h2>
        <ul>
          <li>your account: name, username, email, phone number and field of work;</li>
          <li>your purchases, credit balance and its history, and your liked templates;</li>
          <li>the photos and clips you upload to customise a template;</li>
          <li>payment references from our payment provider (never your card details).</li>
        </ul>
        <h2>Why</h2>
        <p>
          To run your account, render and deliver your downloads, keep your credits correct and
          protect the store from abuse. With your consent only, we also measure how the store is
          used; see the <Link to={paths.cookies()}>cookie policy</Link>.
        </p>
        <h2>Who sees it</h2>
        <p>
          We do not sell personal data. The payment provider processes payments, and our email
          provider delivers sign-in codes. Analytics and advertising partners receive data only if
          you allow their cookies.
        </p>
        <h2>Your choices</h2>
        <p>
          You can update your profile at any time, change your cookie choices from “Cookie settings”
          in the footer, and ask us to export or delete your data through the{' '}
          <Link to={paths.contact()}>contact page</Link>.
        </p>
      </Prose>
    </ContentPage>
  );
}
