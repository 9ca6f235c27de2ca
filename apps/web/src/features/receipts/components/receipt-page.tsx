import { ReceiptMessage } from '@frameshop/contract';
import { DocumentTitle } from '../../../components/document-title';
import { ReceiptDocument } from '../../../components/receipt/receipt-document';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { LoadingState } from '../../../components/ui/loading-state';
import { NotFoundView } from '../../../components/ui/not-found-view';
import { paths } from '../../../lib/paths';
import { useReceipt } from '../api/get-receipt';

/** One receipt with Print, or the states around it: loading, not found, failed. */
export function ReceiptPage({ receiptNumber }: { receiptNumber: string }) {
  const query = useReceipt(receiptNumber);

  if (query.isPending) return <LoadingState label="Loading your receipt…" />;

  if (query.isError) {
    return (
      <LoadFailedPanel
        message="Failed to load the receipt"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        error={query.error}
      />
    );
  }

  if (query.data === null) {
    return (
      <>
        <DocumentTitle title={ReceiptMessage.notFound} />
        <NotFoundView
          heading={ReceiptMessage.notFound}
          action={<ButtonLink to={paths.profile()}>Go to Profile</ButtonLink>}
        >
          This receipt does not exist, or it belongs to another account. Your receipts are listed in
          the credit purchase history on your profile.
        </NotFoundView>
      </>
    );
  }

  const receipt = query.data;
  return (
    <>
      <DocumentTitle title={`${ReceiptMessage.title} No. ${receipt.receiptNumber}`} />
      <div className="receipt-screen-only mb-6 flex flex-wrap items-center justify-between gap-3">
        <ButtonLink to={paths.profile()} variant="ghost">
          <span aria-hidden="true">←</span> Profile
        </ButtonLink>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <ReceiptDocument receipt={receipt} />
    </>
  );
}
