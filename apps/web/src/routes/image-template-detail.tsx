import { CatalogueMessage } from '@frameshop/contract';
import { useImageTemplate } from '../features/catalogue/api/get-image-template';
import { DetailPage } from '../features/catalogue/components/detail-page';
import { ImageTemplateDetails } from '../features/catalogue/components/image-template-details';
import { viewerFromAuthStatus } from '../features/catalogue/viewer';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useSignInRedirect } from '../features/auth/hooks/use-sign-in-redirect';
import { useTemplateId } from '../hooks/use-template-id';
import { paths } from '../lib/paths';

export default function ImageTemplateDetailScreen() {
  const templateId = useTemplateId();
  const query = useImageTemplate(templateId);
  const { status, user } = useAuth();
  const signIn = useSignInRedirect();

  return (
    <DetailPage
      key={templateId}
      templateId={templateId}
      query={query}
      back={{ to: paths.imageTemplates(), label: 'Back to image templates' }}
      messages={{
        notFound: CatalogueMessage.imageTemplateNotFound,
        failed: CatalogueMessage.failedToLoadImageTemplateData,
      }}
    >
      {(template) => (
        <ImageTemplateDetails
          template={template}
          viewer={viewerFromAuthStatus(status)}
          liked={user?.likedTemplates.includes(template.templateId) ?? false}
          onSignInRequired={signIn}
        />
      )}
    </DetailPage>
  );
}
