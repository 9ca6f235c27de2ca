import { Link } from 'react-router';
import { ContentPage, Prose } from '../components/content-page';
import { paths, profileTabPath } from '../lib/paths';

export default function SupportScreen() {
  return (
    <ContentPage
      title="Support"
      eyebrow="Help"
      description="Fixes for the most common problems with previews, downloads and credits, and how to reach the Frameshop team."
    >
      <Prose>
        <p>
          Most questions are answered in the <Link to={paths.faq()}>FAQ</Link>. If yours is not,
          these steps solve most problems.
        </p>
        <h2>A preview does not play</h2>
        <p>
          Previews retry by themselves. If one still fails, use its retry button or reload the page.
          Ad blockers and strict corporate networks sometimes block video; try another connection.
        </p>
        <h2>A download did not finish</h2>
        <p>
          A template you have paid for stays yours, and downloading it again costs nothing: every
          template you bought is on <Link to={paths.purchased()}>Purchased Templates</Link>, with
          its licence certificate and a free Download. Videos you made are under{' '}
          <Link to={profileTabPath('generated-videos')}>Generated Videos</Link> in your profile,
          ready to download again.
        </p>
        <h2>Credits look wrong</h2>
        <p>
          Your balance is in the navigation bar and changes the moment credits are spent. Every
          change is recorded, so if a number looks wrong,{' '}
          <Link to={paths.contact()}>contact us</Link> with the time of the purchase and we will
          check it.
        </p>
        <h2>Signing in</h2>
        <p>
          Forgotten your password? Use “Forgot password” on the{' '}
          <Link to={paths.login()}>login</Link> page; a code is emailed to you.
        </p>
      </Prose>
    </ContentPage>
  );
}
