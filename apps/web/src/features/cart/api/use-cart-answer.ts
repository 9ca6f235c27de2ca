import type { Cart } from '@frameshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cartKey, profileKeyPrefix } from './query-keys';

/**
 * What every cart change does with the server's answer (the whole cart): shows it at once, in the
 * page and the navbar's count, and fetches the profile again.
 */
export function useCartAnswer(): (cart: Cart) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (cart: Cart) => {
      queryClient.setQueryData(cartKey, cart);
      void queryClient.invalidateQueries({ queryKey: profileKeyPrefix });
    },
    [queryClient],
  );
}
