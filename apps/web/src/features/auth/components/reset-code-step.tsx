import type { FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { focusById } from '../../../lib/field-errors';
import type { OtpVerification } from '../hooks/use-otp-verification';
import { DialogActions } from './dialog-actions';
import { OtpCodeField } from './otp-code-field';
import { resetIds } from './reset-ids';
import { ResetStepForm } from './reset-step-form';

interface CodeStepProps {
  email: string;
  otp: OtpVerification<string>;
  onVerified: () => void;
  onChangeEmail: () => void;
}

/** Step 2: the emailed code. */
export function ResetCodeStep({ email, otp, onVerified, onChangeEmail }: CodeStepProps) {
  const normalisedEmail = email.trim().toLowerCase();
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (await otp.verifyCode(normalisedEmail)) onVerified();
    else focusById(resetIds.otp);
  };

  const busy = otp.busy === 'verifying';
  return (
    <ResetStepForm
      label="Enter the code"
      step={2}
      intro={
        <>
          We sent a 6-digit code to <span className="font-semibold text-ink">{email.trim()}</span>.
          It expires in 10 minutes.
        </>
      }
      onSubmit={(event) => void submit(event)}
    >
      <OtpCodeField
        id={resetIds.otp}
        label="OTP"
        code={otp.code}
        onCodeChange={otp.setCode}
        error={otp.codeError}
        verifying={busy}
        resending={otp.busy === 'resending'}
        secondsLeft={otp.secondsLeft}
        onVerify={() => void submit()}
        onResend={() => void otp.resendCode(normalisedEmail)}
        showVerifyButton={false}
      />
      <DialogActions onCancel={onChangeEmail} cancelLabel="Change email">
        <SubmitButton busy={busy} busyLabel="Verifying…">
          Verify OTP
        </SubmitButton>
      </DialogActions>
    </ResetStepForm>
  );
}
