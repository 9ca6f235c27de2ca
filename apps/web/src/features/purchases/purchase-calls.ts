import { preloadPurchaseDialogs } from './components/purchase-dialog-chunks';

/**
 * What a press of Buy, Buy and Download or Pay to Download needs and a first view does not: the
 * calls, how a refusal is answered, the contract's commerce schemas and wording they bring, and
 * the dialogs an answer opens.
 * The template page loads them with the first press, so its start-up builds none of them (as the
 * likes do, see likes-provider.tsx).
 */
export async function loadPurchaseCalls() {
  const [{ purchaseTemplate }, { downloadTemplate }, failure, { CommerceMessage }] =
    await Promise.all([
      import('./api/purchase-template'),
      import('./api/download-template'),
      import('./failure'),
      import('@frameshop/contract/commerce'),
      // The dialogs an answer may open, so that none waits for its code.
      preloadPurchaseDialogs(),
    ]);
  return {
    purchaseTemplate,
    downloadTemplate,
    purchaseFailure: failure.purchaseFailure,
    downloadFailure: failure.downloadFailure,
    CommerceMessage,
  };
}

export type PurchaseCalls = Awaited<ReturnType<typeof loadPurchaseCalls>>;
