/** Where the visitor is in the three-step reset. */
export function StepLabel({ step }: { step: 1 | 2 | 3 }) {
  return (
    <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">Step {step} of 3</p>
  );
}
