import type { ReactNode } from 'react';

/** Where the visitor is in the three-step reset, and what this step asks for. */
export function StepHeader({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
        Step {step} of 3
      </p>
      <p className="text-sm leading-6 text-ink-muted">{children}</p>
    </div>
  );
}
