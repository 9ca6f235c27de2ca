import { ReceiptMessage } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { PageContainer } from '../../../components/page-container';
import { ReceiptDocument } from '../../../components/receipt/receipt-document';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadingState } from '../../../components/ui/loading-state';
import { NotFoundView } from '../../../components/ui/not-found-view';
import { AdminError } from '../../admin-shell/components/admin-error';
import {
  AdminSessionBoundary,
  type AdminAccess,
} from '../../admin-shell/components/admin-session-boundary';
import { dashboardTabPath } from '../../admin-shell/dashboard-tabs';
import { useAdminReceipt } from '../hooks/use-admin-receipt';

/** Any buyer's receipt behind the dashboard's gate, as the buyer sees it, with Print. */
export function AdminReceiptPage({ receiptNumber }: { receiptNumber: string }) {
  return (
    <AdminSessionBoundary>
      {(access) => <AdminReceipt access={access} receiptNumber={receiptNumber} />}
    </AdminSessionBoundary>
  );
}

function AdminReceipt({ access, receiptNumber }: { access: AdminAccess; receiptNumber: string }) {
  const query = useAdminReceipt(access.token, receiptNumber);
  const receipt = query.data;

  let title: string = ReceiptMessage.title;
  let content: ReactNode;
  if (query.isPending) {
    content = <LoadingState label="Loading the receipt…" />;
  } else if (query.isError) {
    content = (
      <AdminError
        error={query.error}
        onRetry={() => void query.refetch()}
        onGoToLogin={access.goToLogin}
      />
    );
  } else if (receipt) {
    title = `${ReceiptMessage.title} No. ${receipt.receiptNumber}`;
    content = <ReceiptDocument receipt={receipt} />;
  } else {
    title = ReceiptMessage.notFound;
    content = <ReceiptNotFound receiptNumber={receiptNumber} />;
  }

  return (
    <PageContainer className="py-8 sm:py-10">
      <DocumentTitle title={title} />
      {/* Only the receipt prints (receipt-print.css): this row stays on the screen. */}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        {/* Back to Revenue, where the receipt was looked up. */}
        <ButtonLink to={dashboardTabPath('revenue')} variant="ghost">
          <span aria-hidden="true">←</span> Back to dashboard
        </ButtonLink>
        {receipt ? <Button onClick={() => window.print()}>Print</Button> : null}
      </div>
      {content}
    </PageContainer>
  );
}

function ReceiptNotFound({ receiptNumber }: { receiptNumber: string }) {
  return (
    <NotFoundView heading={ReceiptMessage.notFound}>
      No receipt is numbered {receiptNumber}. Receipts are numbered 1, 2, 3… in the order packs were
      paid.
    </NotFoundView>
  );
}
