import { CART_MAX_QUANTITY } from '@frameshop/contract';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons';

interface QuantityStepperProps {
  quantity: number;
  /** Names the buttons in a list of lines ("Increase licences of Neon Intro"). */
  templateName: string;
  busy: boolean;
  onStep: (delta: 1 | -1) => void;
}

const stepClasses =
  'grid size-9 place-items-center rounded-full text-ink transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** − / quantity / +, from 1 to 99 licences; taking a line to 0 is Remove's job. */
export function QuantityStepper({ quantity, templateName, busy, onStep }: QuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label={`Licences of ${templateName}`}
      className="inline-flex items-center gap-1 rounded-full bg-surface p-0.5 ring-1 ring-line"
    >
      <button
        type="button"
        className={stepClasses}
        aria-label={`Fewer licences of ${templateName}`}
        disabled={busy || quantity <= 1}
        onClick={() => onStep(-1)}
      >
        <MinusIcon className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        className={stepClasses}
        aria-label={`More licences of ${templateName}`}
        disabled={busy || quantity >= CART_MAX_QUANTITY}
        onClick={() => onStep(1)}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
