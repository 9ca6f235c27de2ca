import { ErrorCode, type AdminCreditPack } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { creditPacksKey, reorderCreditPacks } from '../api/credit-packs-api';
import { CreditPacksText } from '../credit-packs-text';

export type MoveDirection = 'up' | 'down';
export interface PackMove {
  packId: string;
  direction: MoveDirection;
}

/**
 * The owner's order of the packs, changed a step at a time: each step sends every pack's id in the
 * new order, and the list moves once the server has stored it, so what is shown is always what
 * buyers see. One step at a time: a second waits for the first, as each lists the whole order.
 */
export function usePackOrder(token: string, packs: readonly AdminCreditPack[]) {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');

  const reorder = useMutation({
    mutationFn: ({ packIds }: PackMove & { packIds: string[] }) =>
      reorderCreditPacks(token, packIds),
    onSuccess: (answer, { packId }) => {
      queryClient.setQueryData(creditPacksKey, answer);
      const place = answer.packs.findIndex((pack) => pack.id === packId);
      const moved = answer.packs[place];
      if (moved) {
        setAnnouncement(CreditPacksText.moved(moved.credits, place + 1, answer.packs.length));
      }
    },
    onError: (error) => {
      setAnnouncement('');
      // Refused as not the store's packs: the list is out of date (another owner added a pack),
      // so it shows what is stored now; each row keeps what is typed in it unless its own pack
      // changed. Any other failure leaves the list alone: a refetch that failed too would swap
      // the rows for the tab's error view.
      if (isApiError(error) && error.code === ErrorCode.BadRequest) {
        void queryClient.invalidateQueries({ queryKey: creditPacksKey });
      }
    },
  });

  const move = (packId: string, direction: MoveDirection) => {
    if (reorder.isPending) return;
    const packIds = movedOrder(
      packs.map((pack) => pack.id),
      packId,
      direction,
    );
    if (!packIds) return;
    setAnnouncement(CreditPacksText.savingOrder);
    reorder.mutate({ packId, direction, packIds });
  };

  return {
    move,
    /** The move being saved: every Move button waits meanwhile. */
    moving: reorder.isPending ? reorder.variables : null,
    /** The pack whose move failed, and why. */
    failure: reorder.isError ? { packId: reorder.variables.packId, error: reorder.error } : null,
    /** For a polite live region: focus stays on the button, so the move is told in words. */
    announcement,
  };
}

/** The order with `packId` a step up or down, or null at that end of the list. */
function movedOrder(order: readonly string[], packId: string, direction: MoveDirection) {
  const from = order.indexOf(packId);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return null;
  const packIds = [...order];
  [packIds[from], packIds[to]] = [packIds[to]!, packIds[from]!];
  return packIds;
}
