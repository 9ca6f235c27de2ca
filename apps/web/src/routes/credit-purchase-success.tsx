import { Navigate, useLocation } from 'react-router';
import { PageContainer } from '../components/page-container';
import { PurchaseSuccess } from '../features/buy-credits/components/purchase-success';
import { successDetailsOf } from '../features/buy-credits/success-details';
import { paths } from '../lib/paths';

/** The payment flow hands its result over in location state; a bare visit has nothing to show. */
export default function CreditPurchaseSuccessScreen() {
  const { state } = useLocation();
  const details = successDetailsOf(state);
  if (!details) return <Navigate to={paths.buyCredits()} replace />;

  return (
    <PageContainer className="py-10 lg:py-14">
      <PurchaseSuccess details={details} />
    </PageContainer>
  );
}
