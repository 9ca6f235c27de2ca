import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useResendEmailOtpMutation } from '../api/resend-email-otp';
import { useSendEmailOtpMutation } from '../api/send-email-otp';
import { useVerifyEmailOtpMutation } from '../api/verify-email-otp';
import { useOtpVerification } from '../hooks/use-otp-verification';
import { AuthFailure } from '../messages';
import { ResetCodeStep } from './reset-code-step';
import { ResetEmailStep } from './reset-email-step';
import { ResetPasswordStep } from './reset-password-step';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Pre-fills step 1, e.g. with what the sign-in form already holds. */
  initialEmail?: string;
  /** Called after a successful reset, with the account's email. */
  onReset?: (email: string) => void;
}

/**
 * The three-step password reset: email, emailed code, new password. Its content unmounts when the
 * dialog closes, so every opening starts again at step 1.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  initialEmail = '',
  onReset,
}: ForgotPasswordDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Reset your password">
      <ForgotPasswordSteps initialEmail={initialEmail} onClose={onClose} onReset={onReset} />
    </Modal>
  );
}

function ForgotPasswordSteps({
  initialEmail,
  onClose,
  onReset,
}: {
  initialEmail: string;
  onClose: () => void;
  onReset?: (email: string) => void;
}) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [email, setEmail] = useState(initialEmail);
  const sendOtp = useSendEmailOtpMutation();
  const resendOtp = useResendEmailOtpMutation();
  const verifyOtp = useVerifyEmailOtpMutation();
  const otp = useOtpVerification<string>({
    send: (address) => sendOtp.mutateAsync({ email: address, purpose: 'reset' }),
    resend: (address) => resendOtp.mutateAsync({ email: address, purpose: 'reset' }),
    verify: (address, code) =>
      verifyOtp.mutateAsync({ email: address, otp: code, purpose: 'reset' }),
    failures: {
      send: AuthFailure.sendEmailOtp,
      resend: AuthFailure.resendEmailOtp,
      verify: AuthFailure.verifyEmailOtp,
    },
  });

  if (step === 1) {
    return (
      <ResetEmailStep
        email={email}
        onEmailChange={setEmail}
        otp={otp}
        onSent={() => setStep(2)}
        onCancel={onClose}
      />
    );
  }
  if (step === 2) {
    return (
      <ResetCodeStep
        email={email}
        otp={otp}
        onVerified={() => setStep(3)}
        onChangeEmail={() => {
          otp.reset();
          setStep(1);
        }}
      />
    );
  }
  return (
    <ResetPasswordStep
      email={email}
      onReset={(address) => {
        onReset?.(address);
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
