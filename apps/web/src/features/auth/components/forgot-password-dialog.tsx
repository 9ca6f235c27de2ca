import { AccountMessage, emailSchema, PASSWORD_MIN_LENGTH } from '@frameshop/contract';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input-styles';
import { Modal } from '../../../components/ui/modal';
import { PageForm } from '../../../components/ui/page-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { focusById } from '../../../lib/field-errors';
import { useCheckUserExistsMutation } from '../api/check-user-exists';
import { useResendEmailOtpMutation } from '../api/resend-email-otp';
import { useResetPasswordMutation } from '../api/reset-password';
import { useSendEmailOtpMutation } from '../api/send-email-otp';
import { useVerifyEmailOtpMutation } from '../api/verify-email-otp';
import { useOtpVerification } from '../hooks/use-otp-verification';
import { AuthFailure, otpErrorMessage } from '../messages';
import { OtpCodeField } from './otp-code-field';
import { passwordConfirmMessage, passwordConfirmTone } from './password-confirm';

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

type Step = 1 | 2 | 3;

const ids = {
  email: 'reset-email',
  otp: 'reset-otp',
  newPassword: 'reset-new-password',
  confirmPassword: 'reset-confirm-password',
} as const;

function ForgotPasswordSteps({
  initialEmail,
  onClose,
  onReset,
}: {
  initialEmail: string;
  onClose: () => void;
  onReset?: (email: string) => void;
}) {
  const toast = useToast();
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [passwordError, setPasswordError] = useState<{
    field: 'newPassword' | 'confirmPassword';
    text: string;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const checkUser = useCheckUserExistsMutation();
  const sendOtp = useSendEmailOtpMutation();
  const resendOtp = useResendEmailOtpMutation();
  const verifyOtp = useVerifyEmailOtpMutation();
  const reset = useResetPasswordMutation();
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

  const normalisedEmail = email.trim().toLowerCase();

  const submitEmail = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? AccountMessage.emailRequired);
      focusById(ids.email);
      return;
    }
    setEmailError(null);
    try {
      await checkUser.mutateAsync(parsed.data);
    } catch (error) {
      setEmailError(otpErrorMessage(error, AuthFailure.checkUser));
      focusById(ids.email);
      return;
    }
    if (await otp.sendCode(parsed.data)) setStep(2);
  };

  const submitCode = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (await otp.verifyCode(normalisedEmail)) setStep(3);
    else focusById(ids.otp);
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    let problem: typeof passwordError = null;
    if (!newPassword || !confirmPassword) {
      problem = {
        field: newPassword ? 'confirmPassword' : 'newPassword',
        text: AccountMessage.passwordFieldsRequired,
      };
    } else if (newPassword !== confirmPassword) {
      problem = { field: 'confirmPassword', text: AccountMessage.passwordsDoNotMatch };
    } else if (newPassword.length < PASSWORD_MIN_LENGTH) {
      problem = { field: 'newPassword', text: AccountMessage.passwordTooShort };
    }
    setPasswordError(problem);
    if (problem) {
      focusById(ids[problem.field]);
      return;
    }
    reset.mutate(
      { email: normalisedEmail, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.show({ type: 'success', message: message || AccountMessage.passwordResetDone });
          onReset?.(normalisedEmail);
          onClose();
        },
        onError: (error) => setFailure(otpErrorMessage(error, AuthFailure.resetPassword)),
      },
    );
  };

  const stepLabel = (
    <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">Step {step} of 3</p>
  );

  if (step === 1) {
    const busy = checkUser.isPending || otp.busy === 'sending';
    const message = emailError ?? otp.sendError;
    return (
      <PageForm
        noValidate
        onSubmit={submitEmail}
        className="space-y-5"
        aria-label="Find your account"
      >
        <div className="space-y-1">
          {stepLabel}
          <p className="text-sm leading-6 text-ink-muted">
            Enter the email address of your account and we&apos;ll send you a 6-digit code.
          </p>
        </div>
        <FormField id={ids.email} label="Email address" message={errorMessage(message)}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
                otp.setSendError(null);
              }}
              placeholder="you@example.com"
              className={inputClasses(message ? 'invalid' : 'default')}
            />
          )}
        </FormField>
        <DialogActions onCancel={onClose}>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner className="size-4" /> : null}
            {busy ? 'Sending…' : 'Send OTP'}
          </Button>
        </DialogActions>
      </PageForm>
    );
  }

  if (step === 2) {
    const busy = otp.busy === 'verifying';
    return (
      <PageForm
        noValidate
        onSubmit={(event) => void submitCode(event)}
        className="space-y-5"
        aria-label="Enter the code"
      >
        <div className="space-y-1">
          {stepLabel}
          <p className="text-sm leading-6 text-ink-muted">
            We sent a 6-digit code to <span className="font-semibold text-ink">{email.trim()}</span>
            . It expires in 10 minutes.
          </p>
        </div>
        <OtpCodeField
          id={ids.otp}
          label="OTP"
          code={otp.code}
          onCodeChange={otp.setCode}
          error={otp.codeError}
          verifying={busy}
          resending={otp.busy === 'resending'}
          secondsLeft={otp.secondsLeft}
          onVerify={() => void submitCode()}
          onResend={() => void otp.resendCode(normalisedEmail)}
          showVerifyButton={false}
        />
        <DialogActions
          onCancel={() => {
            otp.reset();
            setStep(1);
          }}
          cancelLabel="Change email"
        >
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner className="size-4" /> : null}
            {busy ? 'Verifying…' : 'Verify OTP'}
          </Button>
        </DialogActions>
      </PageForm>
    );
  }

  const busy = reset.isPending;
  const confirmTone = passwordConfirmTone(newPassword, confirmPassword);
  return (
    <PageForm
      noValidate
      onSubmit={submitPassword}
      className="space-y-5"
      aria-label="Choose a new password"
    >
      <div className="space-y-1">
        {stepLabel}
        <p className="text-sm leading-6 text-ink-muted">
          Choose a new password of at least {PASSWORD_MIN_LENGTH} characters.
        </p>
      </div>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <FormField
        id={ids.newPassword}
        label="New password"
        message={errorMessage(passwordError?.field === 'newPassword' ? passwordError.text : null)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.target.value);
              setPasswordError(null);
            }}
            tone={passwordError?.field === 'newPassword' ? 'invalid' : 'default'}
          />
        )}
      </FormField>
      <FormField
        id={ids.confirmPassword}
        label="Confirm new password"
        message={
          passwordError?.field === 'confirmPassword'
            ? errorMessage(passwordError.text)
            : passwordConfirmMessage(newPassword, confirmPassword)
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => {
              setConfirmPassword(event.target.value);
              setPasswordError(null);
            }}
            tone={passwordError?.field === 'confirmPassword' ? 'invalid' : confirmTone}
          />
        )}
      </FormField>
      <DialogActions onCancel={onClose}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? 'Resetting…' : 'Reset Password'}
        </Button>
      </DialogActions>
    </PageForm>
  );
}

function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}
