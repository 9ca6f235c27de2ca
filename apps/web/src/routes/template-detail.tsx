import { CatalogueMessage } from '@frameshop/contract';
import { useToast } from '../components/ui/use-toast';
import { useTemplate } from '../features/catalogue/api/get-template';
import { DetailPage } from '../features/catalogue/components/detail-page';
import { VideoTemplateDetails } from '../features/catalogue/components/video-template-details';
import { CatalogueText } from '../features/catalogue/messages';
import { viewerFromAuthStatus } from '../features/catalogue/viewer';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useTemplateId } from '../hooks/use-template-id';
import { paths } from '../lib/paths';

export default function TemplateDetailScreen() {
  const templateId = useTemplateId();
  const query = useTemplate(templateId);
  const { status, user } = useAuth();
  const toast = useToast();

  return (
    <DetailPage
      // A suggested template opens on this same route: start its page afresh.
      key={templateId}
      templateId={templateId}
      query={query}
      back={{ to: paths.templatesList(), label: 'Back to templates' }}
      messages={{
        notFound: CatalogueMessage.templateNotFound,
        failed: CatalogueMessage.failedToLoadDetails,
      }}
    >
      {(template) => (
        <VideoTemplateDetails
          template={template}
          viewer={viewerFromAuthStatus(status)}
          liked={user?.likedTemplates.includes(template.templateId) ?? false}
          onSignInRequired={() => toast.show({ type: 'error', message: CatalogueText.logInToLike })}
        />
      )}
    </DetailPage>
  );
}
