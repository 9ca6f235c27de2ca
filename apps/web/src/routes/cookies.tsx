import { Link } from 'react-router';
import { ContentPage, Prose } from '../components/content-page';
import { Button } from '../components/ui/button';
import { consentStore } from '../features/consent/consent-store';
import { paths } from '../lib/paths';

export default function CookiesScreen() {
  return (
    <ContentPage
      title="Cookie Policy"
      eyebrow="Legal"
      description="The cookies Frameshop uses, the four consent categories and how to change your choice at any time."
    >
      <Prose>
        <p>
          Your choice is kept for 365 days in a cookie named <code>cookie_consent</code>. Until you
          decide, only essential cookies are used and no analytics or advertising script is loaded.
        </p>
        <h2>Essential (always on)</h2>
        <p>
          Keep you signed in, protect forms and remember your cookie choice. The store cannot work
          without them, so they cannot be switched off.
        </p>
        <h2>Analytics</h2>
        <p>
          If you allow them, Google Analytics, Google Tag Manager and Hotjar tell us which pages are
          visited and where people get stuck. They load only after you consent.
        </p>
        <h2>Marketing</h2>
        <p>
          If you allow them, the Meta pixel measures our adverts on other sites and helps show
          relevant ones. It loads only after you consent.
        </p>
        <h2>Personalization</h2>
        <p>Remember preferences so the store can suggest templates that suit you.</p>
        <h2>Changing your mind</h2>
        <p>
          Open the settings below or from “Cookie settings” in the footer. Withdrawing consent
          removes those cookies where the browser allows and reloads the page so that no script
          keeps running. See also the <Link to={paths.privacy()}>privacy policy</Link>.
        </p>
      </Prose>
      <Button className="mt-8" onClick={() => consentStore().openSettings()}>
        Cookie settings
      </Button>
    </ContentPage>
  );
}
