import { useParams } from 'react-router';
import { AdminReceiptPage } from '../features/admin-revenue/components/admin-receipt-page';

/** Any buyer's receipt, opened from the dashboard's Revenue tab. */
export default function AdminReceiptScreen() {
  const { receiptNumber = '' } = useParams();
  return <AdminReceiptPage receiptNumber={receiptNumber} />;
}
