import { ScreenPlaceholder } from '../components/screen-placeholder';
import { ButtonLink } from '../components/ui/button-link';
import { DownloadIcon } from '../components/ui/icons';
import { paths } from '../lib/paths';

export default function PurchasedScreen() {
  return (
    <ScreenPlaceholder
      title="Purchased Templates"
      eyebrow="Your library"
      description="Every template you own, ready to download again at no extra cost."
      icon={<DownloadIcon className="size-7" />}
      note="Your purchased templates will be listed here soon."
    >
      <ButtonLink to={paths.templatesList()}>Browse Templates</ButtonLink>
    </ScreenPlaceholder>
  );
}
