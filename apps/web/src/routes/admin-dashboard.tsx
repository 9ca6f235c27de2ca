import { ScreenPlaceholder } from '../components/screen-placeholder';
import { ButtonLink } from '../components/ui/button-link';
import { HomeIcon } from '../components/ui/icons';
import { paths } from '../lib/paths';

export default function AdminDashboardScreen() {
  return (
    <ScreenPlaceholder
      title="Internal Access"
      documentTitle="Admin Dashboard"
      eyebrow="Admin"
      description="Enter password to continue."
      icon={<HomeIcon className="size-7" />}
      note="The admin dashboard with users, templates and revenue is being prepared."
    >
      <ButtonLink to={paths.home()} variant="secondary">
        Back to Main Site
      </ButtonLink>
    </ScreenPlaceholder>
  );
}
