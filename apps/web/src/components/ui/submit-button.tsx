import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  /** `button` for a step inside a form (verifying a code) that is sent by its own handler. */
  type?: 'submit' | 'button';
  /** The form is being sent: the button spins, says so, and cannot be pressed again. */
  busy: boolean;
  /** What it says while busy ("Signing in…"). */
  busyLabel: string;
  children: ReactNode;
};

/** A form's submit button, which shows a spinner and `busyLabel` while the form is sent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  type = 'submit',
  ...props
}: SubmitButtonProps) {
  return (
    <Button {...props} type={type} disabled={disabled || busy} aria-busy={busy}>
      {busy ? <Spinner className={props.size === 'lg' ? 'size-5' : 'size-4'} /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
