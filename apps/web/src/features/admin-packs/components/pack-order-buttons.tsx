import type { AdminCreditPack } from '@frameshop/contract';
import { IconButton } from '../../../components/ui/icon-button';
import { ArrowDownIcon, ArrowUpIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { CreditPacksText } from '../credit-packs-text';
import type { MoveDirection, PackMove } from '../hooks/use-pack-order';

interface PackOrderButtonsProps {
  pack: AdminCreditPack;
  first: boolean;
  last: boolean;
  /** The move being saved, of any pack. */
  moving: PackMove | null;
  onMove: (direction: MoveDirection) => void;
}

/**
 * A pack's Move up and Move down. A button that cannot move the pack now (at an end of the list,
 * or while a move is saved) is aria-disabled rather than disabled, so it keeps the keyboard's
 * focus: the button just pressed stays focused while the move is saved and as its pack moves
 * (React puts focus back in a row it moves), even once the pack reaches an end of the list.
 */
export function PackOrderButtons({ pack, first, last, moving, onMove }: PackOrderButtonsProps) {
  const button = (direction: MoveDirection, atEnd: boolean) => {
    const unusable = atEnd || moving !== null;
    const Arrow = direction === 'up' ? ArrowUpIcon : ArrowDownIcon;
    const saving = moving?.packId === pack.id && moving.direction === direction;
    return (
      <IconButton
        label={(direction === 'up' ? CreditPacksText.moveUp : CreditPacksText.moveDown)(
          pack.credits,
        )}
        aria-disabled={unusable || undefined}
        onClick={() => {
          if (!unusable) onMove(direction);
        }}
      >
        {saving ? <Spinner className="size-4" /> : <Arrow className="size-4" />}
      </IconButton>
    );
  };
  return (
    <div className="flex shrink-0 gap-1">
      {button('up', first)}
      {button('down', last)}
    </div>
  );
}
