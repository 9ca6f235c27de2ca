import { AccountMessage, emailSchema } from '@frameshop/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { EmailInput } from '../../../components/ui/email-input';
import { focusById } from '../../../lib/field-errors';
import { useCheckUserExistsMutation } from '../api/check-user-exists';
import type { OtpVerification } from '../hooks/use-otp-verification';
import { AuthFailure, otpErrorMessage } from '../messages';
import { DialogActions } from './dialog-actions';
import { resetIds } from './reset-ids';
import { ResetStepForm } from './reset-step-form';

interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  otp: OtpVerification<string>;
  onSent: () => void;
  onCancel: () => void;
}

/** Step 1: the account's email; a code is sent once the account is known. */
export function ResetEmailStep({ email, onEmailChange, otp, onSent, onCancel }: EmailStepProps) {
  const [emailError, setEmailError] = useState<string | null>(null);
  const checkUser = useCheckUserExistsMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? AccountMessage.emailRequired);
      focusById(resetIds.email);
      return;
    }
    setEmailError(null);
    try {
      await checkUser.mutateAsync(parsed.data);
    } catch (error) {
      setEmailError(otpErrorMessage(error, AuthFailure.checkUser));
      focusById(resetIds.email);
      return;
    }
    if (await otp.sendCode(parsed.data)) onSent();
  };

  const busy = checkUser.isPending || otp.busy === 'sending';
  const message = emailError ?? otp.sendError;
  return (
    <ResetStepForm
      label="Find your account"
      step={1}
      intro="Enter the email address of your account and we'll send you a 6-digit code."
      onSubmit={(event) => void submit(event)}
    >
      <FormField id={resetIds.email} label="Email address" message={errorMessage(message)}>
        {(control) => (
          <EmailInput
            {...control}
            value={email}
            onChange={(event) => {
              onEmailChange(event.target.value);
              setEmailError(null);
              otp.setSendError(null);
            }}
            tone={message ? 'invalid' : 'default'}
          />
        )}
      </FormField>
      <DialogActions onCancel={onCancel}>
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send OTP
        </SubmitButton>
      </DialogActions>
    </ResetStepForm>
  );
}
