import type { TemplateSummary } from '@frameshop/contract';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/use-toast';
import { isApiError, referenceOf, serverMessageOr } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { tokenStore } from '../../../lib/token-store';
import { useAddToCartMutation } from '../api/use-add-to-cart';

/** Adds one licence of the template to the cart; a visitor is sent to sign in and back. */
export function AddToCartButton({ template }: { template: TemplateSummary }) {
  const mutation = useAddToCartMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  // The same state /login reads to come back here (LoginRedirectState).
  const signIn = () =>
    void navigate(paths.login(), { state: { from: `${location.pathname}${location.search}` } });

  const onClick = () => {
    // The stored token is what signs requests: without one the answer could only be a 401.
    if (tokenStore.getToken() === null) {
      signIn();
      return;
    }
    mutation.mutate(template.templateId, {
      onSuccess: () =>
        toast.show({
          type: 'success',
          message: 'Added to cart',
          action: { label: 'View cart', onPress: () => void navigate(paths.cart()) },
        }),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) signIn();
        else
          toast.show({
            type: 'error',
            message: serverMessageOr(error, 'Failed to add to cart'),
            reference: referenceOf(error),
          });
      },
    });
  };

  return (
    <Button variant="secondary" size="lg" fullWidth onClick={onClick} disabled={mutation.isPending}>
      <CartIcon className="size-5" />
      {mutation.isPending ? 'Adding…' : 'Add to Cart'}
    </Button>
  );
}
