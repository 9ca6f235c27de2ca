import { CatalogueMessage } from '@frameshop/contract';
import type { TemplateDetail, TemplateKind } from '@frameshop/contract';
import type { ComponentType } from 'react';
import type { PurchaseContext } from '../features/purchases/hooks/use-template-purchase';
import { useRefreshTemplate, useTemplate } from '../features/catalogue/api/get-template';
import { DetailPage } from '../features/catalogue/components/detail-page';
import type { TemplateDetailsProps } from '../features/catalogue/components/detail-layout';
import { DirectSellDetails } from '../features/catalogue/components/direct-sell-details';
import { ImageTemplateDetails } from '../features/catalogue/components/image-template-details';
import { VideoTemplateDetails } from '../features/catalogue/components/video-template-details';
import { useLikes } from '../features/catalogue/hooks/use-likes';
import { useRouteTemplateKind } from '../features/catalogue/hooks/use-route-template-kind';
import { viewerFromAuthStatus } from '../features/catalogue/viewer';
import { useAuth } from '../features/auth/hooks/use-auth';
import { usePayerOwns } from '../features/purchases/hooks/use-payer-owns';
import { useSignInRedirect } from '../features/auth/hooks/use-sign-in-redirect';
import { MakeManyOffer } from '../features/batches/components/make-many-link';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { PayToDownload } from '../features/purchases/components/pay-to-download';
import { TemplatePurchaseActions } from '../features/purchases/components/template-purchase-actions';
import { useTemplateId } from '../hooks/use-template-id';
import { paths } from '../lib/paths';

interface DetailScreen {
  back: { to: string; label: string };
  messages: { notFound: string; failed: string };
  Details: ComponentType<TemplateDetailsProps>;
  /** Buying and downloading: Buy and Download beside the kind's editor, or Pay to Download. */
  Purchase: ComponentType<PurchaseContext>;
  /** Templates sold by the licence go in the cart; a ready-made video is bought on its page. */
  inCart: boolean;
  /**
   * What liking asks of a signed-out visitor (spec): the video page asks in the sign-in dialog,
   * "Please log in to like this template", as the lists do; the others send them to sign in and
   * back.
   */
  signInRequired: 'dialog' | 'sign-in-page';
}

const screens: Record<TemplateKind, DetailScreen> = {
  video: {
    back: { to: paths.templatesList(), label: 'Back to templates' },
    messages: {
      notFound: CatalogueMessage.templateNotFound,
      failed: CatalogueMessage.failedToLoadDetails,
    },
    Details: VideoTemplateDetails,
    Purchase: TemplatePurchaseActions,
    inCart: true,
    signInRequired: 'dialog',
  },
  image: {
    back: { to: paths.imageTemplates(), label: 'Back to image templates' },
    messages: {
      notFound: CatalogueMessage.imageTemplateNotFound,
      failed: CatalogueMessage.failedToLoadImageTemplateData,
    },
    Details: ImageTemplateDetails,
    Purchase: TemplatePurchaseActions,
    inCart: true,
    signInRequired: 'sign-in-page',
  },
  'direct-sell': {
    back: { to: paths.directSellTemplates(), label: 'Back to ready-made videos' },
    messages: {
      notFound: CatalogueMessage.directSellNotFound,
      failed: CatalogueMessage.failedToLoadDirectSellData,
    },
    Details: DirectSellDetails,
    Purchase: PayToDownload,
    inCart: false,
    signInRequired: 'sign-in-page',
  },
};

/**
 * Whether the template can be made many times (a batch): a picture template, or a video template
 * with a window to put photos in; a ready-made video cannot.
 */
function makesMany(
  template: TemplateDetail,
): template is TemplateDetail & { kind: 'image' | 'video' } {
  return template.kind === 'image' || (template.kind === 'video' && template.hasGreenScreen);
}

/** The one detail screen of every template kind; the route's handle says which kind. */
export default function TemplateDetailScreen() {
  const kind = useRouteTemplateKind();
  const templateId = useTemplateId();
  const query = useTemplate(kind, templateId);
  const { status, user, updateCredits } = useAuth();
  const payerOwns = usePayerOwns(user?.purchasedTemplates);
  const refreshTemplate = useRefreshTemplate();
  const { askToSignIn } = useLikes();
  const signIn = useSignInRedirect();
  const { back, messages, Details, Purchase, inCart, signInRequired } = screens[kind];

  return (
    <DetailPage
      // A suggested template opens on this same route: start its page afresh.
      key={`${kind}:${templateId}`}
      templateId={templateId}
      query={query}
      back={back}
      messages={messages}
    >
      {(template) => {
        const owned = payerOwns(template.templateId);
        return (
          <Details
            template={template}
            viewer={viewerFromAuthStatus(status)}
            liked={user?.likedTemplates.includes(template.templateId) ?? false}
            onSignInRequired={signInRequired === 'dialog' ? askToSignIn : signIn}
            owned={owned}
            actions={
              <div className="space-y-3">
                <Purchase
                  template={template}
                  owned={owned}
                  signedIn={status === 'loading' ? null : status === 'authenticated'}
                  onSignInRequired={signIn}
                  onCreditsChanged={updateCredits}
                  onPriceChanged={() => refreshTemplate(kind, template.templateId)}
                />
                {/* The cart buys licences: not one a retired template no longer sells, nor one held. */}
                {inCart && template.onSale && !owned ? (
                  <AddToCartButton template={template} />
                ) : null}
                {makesMany(template) ? (
                  <MakeManyOffer templateId={template.templateId} kind={template.kind} />
                ) : null}
              </div>
            }
          />
        );
      }}
    </DetailPage>
  );
}
