import { CommerceMessage } from '@frameshop/contract';
import { formatCredits } from '../lib/format';
import { paths } from '../lib/paths';
import { Button } from './ui/button';
import { ButtonLink } from './ui/button-link';
import { Modal } from './ui/modal';

/** A spend the server refused for too few credits: what it costs and what the user has. */
export interface InsufficientCredits {
  creditsRequired: number;
  userCredits: number;
  /** The server's own words when they say more (a team's balance is short): see shortageMessage. */
  message?: string | null;
}

export interface InsufficientCreditsModalProps {
  open: boolean;
  creditsRequired: number;
  userCredits: number;
  /** Said instead of the store's line: the server's words naming the team whose balance is short. */
  message?: string | null;
  onClose: () => void;
}

/**
 * The shared answer to a spend the balance cannot cover (accounts-and-credits spec, section 2):
 * what it costs, what the user has, how many credits are missing, and the way to buy more.
 */
export function InsufficientCreditsModal({
  open,
  creditsRequired,
  userCredits,
  message = null,
  onClose,
}: InsufficientCreditsModalProps) {
  // A balance that changed since the server answered can exceed the price; never show a negative gap.
  const shortage = Math.max(0, creditsRequired - userCredits);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Insufficient Credits"
      description={message ?? CommerceMessage.insufficientCredits}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <ButtonLink to={paths.buyCredits()} onClick={onClose}>
            Buy More Credits
          </ButtonLink>
        </>
      }
    >
      <dl className="divide-y divide-line rounded-lg bg-canvas text-sm ring-1 ring-line">
        <CreditsRow label="Required credits" value={formatCredits(creditsRequired)} />
        <CreditsRow label="Available credits" value={formatCredits(userCredits)} />
        <CreditsRow label="Shortage" value={formatCredits(shortage)} emphasis />
      </dl>
    </Modal>
  );
}

function CreditsRow({
  label,
  value,
  emphasis = false,
}: {
  label: string;
  value: string;
  emphasis?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-2.5">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={emphasis ? 'font-semibold text-danger-700' : 'font-medium text-ink'}>
        {value}
      </dd>
    </div>
  );
}
