import type { TemplateSummary } from '@frameshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { PageContainer } from '../components/page-container';
import { ScreenHeading } from '../components/screen-heading';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useSignInRedirect } from '../features/auth/hooks/use-sign-in-redirect';
import { templateHref } from '../lib/template-href';
import { purchasesKeys } from '../features/purchases/api/query-keys';
import { PurchasedLibrary } from '../features/purchases/components/purchased-library';

const detailHref = (template: TemplateSummary) => templateHref(template.kind, template.templateId);

export default function PurchasedScreen() {
  const { updateCredits } = useAuth();
  const signIn = useSignInRedirect();
  const queryClient = useQueryClient();
  return (
    <PageContainer className="py-10 lg:py-14">
      <ScreenHeading
        title="Purchased Templates"
        eyebrow="Your library"
        description="Every template you own, with its licence certificates, free to download again."
      />
      <div className="mt-8">
        <PurchasedLibrary
          detailHref={detailHref}
          onSignInRequired={signIn}
          onCreditsChanged={updateCredits}
          onPriceChanged={() => queryClient.invalidateQueries({ queryKey: purchasesKeys.all })}
        />
      </div>
    </PageContainer>
  );
}
