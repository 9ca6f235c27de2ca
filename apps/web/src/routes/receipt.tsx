import { useParams } from 'react-router';
import { PageContainer } from '../components/page-container';
import { ReceiptPage } from '../features/receipts/components/receipt-page';

export default function ReceiptScreen() {
  const { receiptNumber = '' } = useParams();
  return (
    <PageContainer className="py-10 lg:py-14">
      <ReceiptPage receiptNumber={receiptNumber} />
    </PageContainer>
  );
}
