import { ScreenPlaceholder } from '../components/screen-placeholder';
import { ButtonLink } from '../components/ui/button-link';
import { SearchIcon } from '../components/ui/icons';
import { paths } from '../lib/paths';

export default function LikedScreen() {
  return (
    <ScreenPlaceholder
      title="Liked Templates"
      eyebrow="Your library"
      description="Templates you liked, to search, sort and come back to."
      icon={<SearchIcon className="size-7" />}
      note="Your liked templates will be listed here soon."
    >
      <ButtonLink to={paths.templatesList()}>Browse Templates</ButtonLink>
    </ScreenPlaceholder>
  );
}
