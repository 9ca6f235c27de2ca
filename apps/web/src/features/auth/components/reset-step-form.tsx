import type { FormEvent, ReactNode } from 'react';
import { PageForm } from '../../../components/ui/page-form';
import { StepHeader } from './reset-step-header';

interface ResetStepFormProps {
  /** The form's accessible name ("Find your account"). */
  label: string;
  step: 1 | 2 | 3;
  /** What this step asks for, under "Step n of 3". */
  intro: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** One step of the password reset: a form headed by where the visitor is and what it asks. */
export function ResetStepForm({ label, step, intro, onSubmit, children }: ResetStepFormProps) {
  return (
    <PageForm noValidate onSubmit={onSubmit} className="space-y-5" aria-label={label}>
      <StepHeader step={step}>{intro}</StepHeader>
      {children}
    </PageForm>
  );
}
