import { changeEmailRequestSchema } from '@frameshop/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmailInput } from '../../../../components/ui/email-input';
import { errorMessage } from '../../../../components/ui/field-message';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField } from '../../../../components/ui/form-field';
import { PageForm } from '../../../../components/ui/page-form';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { useToast } from '../../../../components/ui/use-toast';
import { focusById } from '../../../../lib/field-errors';
import { OtpCodeField } from '../../components/otp-code-field';
import { useOtpVerification } from '../../hooks/use-otp-verification';
import { confirmEmailChange, startEmailChange } from '../api/account-calls';
import { SettingsHeading } from './settings-heading';

const ids = { email: 'account-new-email', otp: 'account-email-code' };

/**
 * Moves the account to a new email address: a code goes to the new address, and the account
 * moves only once it comes back. The old address is told by email.
 */
export function ChangeEmailForm({
  currentEmail,
  onChanged,
}: {
  currentEmail: string;
  /** The profile is fetched again: it carries the new address. */
  onChanged: () => void | Promise<void>;
}) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const otp = useOtpVerification<string>({
    send: startEmailChange,
    verify: async (target, code) => {
      const answer = await confirmEmailChange(target, code);
      toast.show({ type: 'success', message: answer.message });
    },
    failures: {
      send: 'Failed to send the code. Please try again.',
      resend: 'Failed to send the code again. Please try again.',
      verify: 'Failed to confirm the code. Please try again.',
    },
  });
  const target = email.trim().toLowerCase();
  const codeSent = otp.status === 'sent';

  const confirm = async () => {
    if (await otp.verifyCode(target)) {
      setEmail('');
      otp.reset();
      await onChanged();
    } else focusById(ids.otp);
  };

  const send = async () => {
    const parsed = changeEmailRequestSchema.safeParse({ email: target });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      focusById(ids.email);
      return;
    }
    if (!(await otp.sendCode(target))) focusById(ids.email);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (codeSent ? confirm() : send());
  };

  return (
    <PageForm
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="change-email-heading"
      className="space-y-5 px-5 py-6 sm:px-6"
    >
      <SettingsHeading id="change-email-heading" title="Change email address">
        Now: <span className="break-all">{currentEmail}</span>. We send a code to the new address;
        it becomes yours once you enter it, and we tell the old one.
      </SettingsHeading>
      {otp.sendError ? (
        <FormAlert tone="error" reference={otp.sendErrorReference}>
          {otp.sendError}
        </FormAlert>
      ) : null}
      <FormField id={ids.email} label="New email address" message={errorMessage(emailError)}>
        {(control) => (
          <EmailInput
            {...control}
            name="email"
            value={email}
            readOnly={codeSent}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
              otp.setSendError(null);
            }}
            tone={emailError ? 'invalid' : 'default'}
          />
        )}
      </FormField>
      {codeSent ? (
        <OtpCodeField
          id={ids.otp}
          code={otp.code}
          onCodeChange={otp.setCode}
          error={otp.codeError}
          notice={otp.notice}
          verifying={otp.busy === 'verifying'}
          resending={otp.busy === 'resending'}
          secondsLeft={otp.secondsLeft}
          onVerify={() => void confirm()}
          onResend={() => void otp.resendCode(target)}
          showVerifyButton={false}
        />
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {codeSent ? (
          <Button variant="secondary" onClick={() => otp.reset()}>
            Use another address
          </Button>
        ) : null}
        <SubmitButton
          busy={otp.busy === 'sending' || otp.busy === 'verifying'}
          busyLabel={codeSent ? 'Confirming…' : 'Sending…'}
        >
          {codeSent ? 'Confirm new address' : 'Send code'}
        </SubmitButton>
      </div>
    </PageForm>
  );
}
