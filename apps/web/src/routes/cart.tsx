import { PageContainer } from '../components/page-container';
import { ScreenHeading } from '../components/screen-heading';
import { useAuth } from '../features/auth/hooks/use-auth';
import { usePayer } from '../features/teams/hooks/use-payer';
import { CartView } from '../features/cart/components/cart-view';

export default function CartScreen() {
  const { user, updateCredits } = useAuth();
  const payer = usePayer(user);
  return (
    <PageContainer className="py-10 lg:py-14">
      <ScreenHeading
        title="Shopping Cart"
        documentTitle="Cart"
        eyebrow="Checkout"
        description="Review the templates in your cart and check out with your credits."
      />
      <div className="mt-8">
        {/* The protected route lets only signed-in users here. */}
        <CartView balance={payer.credits ?? 0} onCheckedOut={updateCredits} />
      </div>
    </PageContainer>
  );
}
