import { PageContainer } from '../components/page-container';
import { ScreenHeading } from '../components/screen-heading';
import { LikedTemplates } from '../features/catalogue/components/liked-templates';

export default function LikedScreen() {
  return (
    <PageContainer className="py-10 lg:py-14">
      <ScreenHeading
        title="Liked Templates"
        eyebrow="Your library"
        description="Templates you liked, to search, sort and come back to."
      />
      <div className="mt-8">
        <LikedTemplates />
      </div>
    </PageContainer>
  );
}
