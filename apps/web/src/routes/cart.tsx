import { ScreenPlaceholder } from '../components/screen-placeholder';
import { ButtonLink } from '../components/ui/button-link';
import { CoinsIcon } from '../components/ui/icons';
import { paths } from '../lib/paths';

export default function CartScreen() {
  return (
    <ScreenPlaceholder
      title="Shopping Cart"
      documentTitle="Cart"
      eyebrow="Checkout"
      description="Review the templates in your cart and check out with your credits."
      icon={<CoinsIcon className="size-7" />}
      note="The cart is being prepared and will be available here soon."
    >
      <ButtonLink to={paths.templatesList()}>Browse Templates</ButtonLink>
    </ScreenPlaceholder>
  );
}
