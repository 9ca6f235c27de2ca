import { ErrorMessage } from '@frameshop/contract';
import type { DownloadResponse, TemplateSummary } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InsufficientCredits } from '../../../components/insufficient-credits-modal';
import { useToast } from '../../../components/ui/use-toast';
import { referenceOf } from '../../../lib/api-error';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { purchasesKeys } from '../api/query-keys';
import type { Failure } from '../failure';
import { loadPurchaseCalls, type PurchaseCalls } from '../purchase-calls';
import { saveFile } from '../save-file';

/** What the page around the purchase actions knows and does; the route wires these. */
export interface PurchaseContext {
  template: TemplateSummary;
  /** The user owns this template (their profile's purchasedTemplates lists it). */
  owned: boolean;
  /** null while the session is still being checked. */
  signedIn: boolean | null;
  onSignInRequired: () => void;
  /** The server spent credits: show the balance it reported, at once. */
  onCreditsChanged: (remainingCredits: number) => unknown;
  /** The server's price differs from the one shown: load the template again. */
  onPriceChanged: () => unknown;
}

/**
 * Buying and downloading one template: each click carries the price shown and its own
 * Idempotency-Key, refusals become the spec's messages (or the Insufficient Credits dialog), and
 * a spend updates the balance at once. The server charges nothing on a failure; neither do we say so.
 * The calls and their wording load with the first press (purchase-calls.ts).
 */
export function useTemplatePurchase({
  template,
  owned,
  signedIn,
  onSignInRequired,
  onCreditsChanged,
  onPriceChanged,
}: PurchaseContext) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const purchaseKey = useIdempotencyKey();
  const downloadKey = useIdempotencyKey();
  const [insufficient, setInsufficient] = useState<InsufficientCredits | null>(null);
  // Owned from the moment the server says so, before the profile's refetch arrives.
  const [boughtNow, setBoughtNow] = useState(false);

  const request = {
    templateId: template.templateId,
    templateType: template.kind,
    expectedPrice: template.price,
  };

  const spent = (remainingCredits: number) => {
    setBoughtNow(true);
    void onCreditsChanged(remainingCredits);
    void queryClient.invalidateQueries({ queryKey: purchasesKeys.all });
  };

  /** `error` is the failed call's, whose request id the toast shows for support. */
  const showFailure = ({ CommerceMessage }: PurchaseCalls, failure: Failure, error?: unknown) => {
    const reference = referenceOf(error);
    switch (failure.kind) {
      case 'sign-in':
        toast.show({ type: 'error', message: CommerceMessage.loginToDownload });
        onSignInRequired();
        return;
      case 'insufficient-credits':
        setInsufficient(failure);
        return;
      case 'price-changed':
        toast.show({ type: 'error', message: failure.message, reference });
        void onPriceChanged();
        return;
      case 'message':
        toast.show({ type: 'error', message: failure.message, reference });
    }
  };

  /** A refusal in the spec's words; the network's when even the calls could not be loaded. */
  const refused = async (
    error: unknown,
    failureOf: (calls: PurchaseCalls) => Failure,
  ): Promise<void> => {
    const calls = await loadPurchaseCalls().catch(() => null);
    if (calls) showFailure(calls, failureOf(calls), error);
    else
      toast.show({ type: 'error', message: ErrorMessage.network, reference: referenceOf(error) });
  };

  const signInFirst = () => {
    if (signedIn) return false;
    void refused(undefined, () => ({ kind: 'sign-in' }));
    return true;
  };

  const purchase = useMutation({
    mutationFn: async () => {
      const calls = await loadPurchaseCalls();
      return { calls, answer: await calls.purchaseTemplate(request, purchaseKey.take()) };
    },
    onSettled: (_answer, error) => purchaseKey.settle(error ?? undefined),
    onSuccess: ({ calls, answer }) => {
      if (answer.alreadyPurchased) {
        setBoughtNow(true);
        toast.show({ type: 'success', message: calls.CommerceMessage.alreadyPurchased });
        return;
      }
      toast.show({ type: 'success', message: answer.message });
      spent(answer.remainingCredits);
    },
    onError: (error) => refused(error, (calls) => calls.purchaseFailure(error, template.price)),
  });

  const download = useMutation({
    mutationFn: async () => {
      const { downloadTemplate } = await loadPurchaseCalls();
      return downloadTemplate(request, downloadKey.take());
    },
    onSettled: (_answer, error) => downloadKey.settle(error ?? undefined),
    onError: (error) => refused(error, (calls) => calls.downloadFailure(error, template.price)),
  });

  return {
    owned: owned || boughtNow,
    busy: purchase.isPending || download.isPending,
    buying: purchase.isPending,
    downloading: download.isPending,
    insufficient,
    closeInsufficient: () => setInsufficient(null),
    buy: () => {
      if (signInFirst()) return;
      purchase.mutate();
    },
    /** The signed link, paid for when this is the first download; null when refused (and said so). */
    requestDownload: async (): Promise<DownloadResponse | null> => {
      if (signInFirst()) return null;
      try {
        const answer = await download.mutateAsync();
        if (answer.charged) spent(answer.remainingCredits);
        return answer;
      } catch {
        return null;
      }
    },
    /** Hands the file to the browser; false (and the spec's message) when it cannot. */
    saveDownload: (answer: DownloadResponse): boolean => {
      try {
        saveFile(answer.downloadUrl, answer.fileName);
        return true;
      } catch {
        // An answer came, so the calls and their wording are loaded by now.
        void loadPurchaseCalls().then(({ CommerceMessage }) =>
          toast.show({ type: 'error', message: CommerceMessage.failedToDownloadVideo }),
        );
        return false;
      }
    },
  };
}
