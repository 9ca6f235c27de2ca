import { Navigate, useLocation } from 'react-router';
import { ScreenPlaceholder } from '../components/screen-placeholder';
import { ButtonLink } from '../components/ui/button-link';
import { CheckCircleIcon } from '../components/ui/icons';
import { paths } from '../lib/paths';

/** The payment flow hands its result over in location state; a bare visit has nothing to show. */
function hasPaymentDetails(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'transactionId' in state;
}

export default function CreditPurchaseSuccessScreen() {
  const { state } = useLocation();
  if (!hasPaymentDetails(state)) return <Navigate to={paths.buyCredits()} replace />;

  return (
    <ScreenPlaceholder
      title="Payment Successful!"
      eyebrow="Credits added"
      description="Your credits have been added to your account."
      icon={<CheckCircleIcon className="size-7" />}
      note="Spend your credits on any template."
    >
      <ButtonLink to={paths.templatesList()}>Browse Templates</ButtonLink>
      <ButtonLink to={paths.imageTemplates()} variant="secondary">
        Image Templates
      </ButtonLink>
      <ButtonLink to={paths.profile()} variant="secondary">
        My Profile
      </ButtonLink>
    </ScreenPlaceholder>
  );
}
