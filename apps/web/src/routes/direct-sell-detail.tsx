import { CatalogueMessage } from '@frameshop/contract';
import { useDirectSellTemplate } from '../features/catalogue/api/get-direct-sell-template';
import { DetailPage } from '../features/catalogue/components/detail-page';
import { DirectSellDetails } from '../features/catalogue/components/direct-sell-details';
import { viewerFromAuthStatus } from '../features/catalogue/viewer';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useSignInRedirect } from '../features/auth/hooks/use-sign-in-redirect';
import { useTemplateId } from '../hooks/use-template-id';
import { paths } from '../lib/paths';

export default function DirectSellDetailScreen() {
  const templateId = useTemplateId();
  const query = useDirectSellTemplate(templateId);
  const { status, user } = useAuth();
  const signIn = useSignInRedirect();

  return (
    <DetailPage
      key={templateId}
      templateId={templateId}
      query={query}
      back={{ to: paths.directSellTemplates(), label: 'Back to ready-made videos' }}
      messages={{
        notFound: CatalogueMessage.directSellNotFound,
        failed: CatalogueMessage.failedToLoadDirectSellData,
      }}
    >
      {(template) => (
        <DirectSellDetails
          template={template}
          viewer={viewerFromAuthStatus(status)}
          liked={user?.likedTemplates.includes(template.templateId) ?? false}
          onSignInRequired={signIn}
        />
      )}
    </DetailPage>
  );
}
