import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** "Receipt No. 12", linking to that receipt's page. */
export function ReceiptLink({ receiptNumber }: { receiptNumber: number }) {
  return (
    <Link
      to={paths.receipt(String(receiptNumber))}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      Receipt No. {receiptNumber}
    </Link>
  );
}
