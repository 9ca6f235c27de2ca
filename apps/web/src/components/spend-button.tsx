import type { ReactNode } from 'react';
import { ActionLabel } from './action-label';
import { Button } from './ui/button';
import type { ButtonVariant } from './ui/button-styles';

interface SpendButtonProps {
  icon: ReactNode;
  /** What the press does when it costs: "Pay to Download", "Render". */
  action: string;
  /** What it does when it is free, said with "(free)" and no price; the action when absent. */
  freeAction?: string;
  /** The credits the press spends; null when the buyer owns the template and it is free. */
  price: number | null;
  /** This button's spend is under way: a spinner stands for its icon. */
  pending: boolean;
  /**
   * Why it cannot be pressed now, whatever the reason: the profile not known yet, another spend
   * under way, nothing to order, a new price waiting for an answer. A pending spend disables it too.
   */
  disabled?: boolean;
  onSpend: () => void;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * The one button that spends credits (ADR 28): it names its price ("Render · 40 credits") or says
 * it is free ("Render (free)"), spends on its one click, and shows the spend under way. What the
 * answer brings (the Insufficient Credits dialog, a changed price, a toast) is its caller's.
 */
export function SpendButton({
  icon,
  action,
  freeAction = action,
  price,
  pending,
  disabled = false,
  onSpend,
  variant,
  className,
}: SpendButtonProps) {
  return (
    <Button
      variant={variant}
      size="lg"
      fullWidth
      className={className}
      onClick={onSpend}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      <ActionLabel icon={icon} busy={pending} price={price ?? undefined}>
        {price === null ? `${freeAction} (free)` : action}
      </ActionLabel>
    </Button>
  );
}
