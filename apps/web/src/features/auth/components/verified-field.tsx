import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import type { FieldControlProps } from '../../../components/ui/form-field';
import { CheckIcon } from '../../../components/ui/icons';
import type { InputTone } from '../../../components/ui/input-styles';
import { Spinner } from '../../../components/ui/spinner';
import type { OtpVerification } from '../hooks/use-otp-verification';
import { waitWording } from '../messages';
import { OtpCodeField } from './otp-code-field';

interface VerifiedFieldProps {
  id: string;
  label: string;
  /** "Email verified", "Phone verified". */
  verifiedLabel: string;
  /** "Email verification code". */
  codeLabel: string;
  /** The form's own message for the field (empty, not verified yet…). */
  error: string | undefined;
  otp: OtpVerification<string>;
  /** The address or number the code was sent to, as the server knows it. */
  target: string;
  onSend: () => void;
  onVerified: () => void;
  /** The input(s), given their control props and the tone the verification gives them. */
  children: (control: FieldControlProps, tone: InputTone) => ReactNode;
}

/**
 * A field proved with a code: the input with its "Send OTP" button (a "verified" mark once the code
 * checks out), and the code's own field under it while a code is on its way.
 */
export function VerifiedField({
  id,
  label,
  verifiedLabel,
  codeLabel,
  error,
  otp,
  target,
  onSend,
  onVerified,
  children,
}: VerifiedFieldProps) {
  const tone: InputTone =
    error || otp.sendError ? 'invalid' : otp.status === 'verified' ? 'valid' : 'default';
  const sending = otp.busy === 'sending';
  // A resend wait the server imposed before any code was accepted here.
  const cooldown = otp.status === 'idle' ? otp.secondsLeft : 0;
  return (
    <>
      <FormField id={id} label={label} message={errorMessage(error ?? otp.sendError)}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            {children(control, tone)}
            {otp.status === 'verified' ? (
              <span
                role="status"
                className="inline-flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-control bg-success-50 px-3.5 text-sm font-semibold text-success-700 ring-1 ring-success-600/20 ring-inset"
              >
                <CheckIcon className="size-4" />
                {verifiedLabel}
              </span>
            ) : (
              <Button
                variant="secondary"
                onClick={onSend}
                disabled={sending || otp.status === 'sent' || cooldown > 0}
                aria-busy={sending}
                className="h-11 shrink-0 sm:w-32"
              >
                {sending ? <Spinner className="size-4" /> : null}
                {sending
                  ? 'Sending…'
                  : otp.status === 'sent'
                    ? 'Code sent'
                    : cooldown > 0
                      ? `Wait ${waitWording(cooldown)}`
                      : 'Send OTP'}
              </Button>
            )}
          </div>
        )}
      </FormField>
      {otp.status === 'sent' ? (
        <div className="rounded-card bg-slate-50 p-4 ring-1 ring-line ring-inset">
          <OtpCodeField
            id={`${id}-otp`}
            label={codeLabel}
            code={otp.code}
            onCodeChange={otp.setCode}
            error={otp.codeError}
            notice={otp.notice}
            verifying={otp.busy === 'verifying'}
            resending={otp.busy === 'resending'}
            secondsLeft={otp.secondsLeft}
            onVerify={() =>
              void otp.verifyCode(target).then((verified) => {
                if (verified) onVerified();
              })
            }
            onResend={() => void otp.resendCode(target)}
          />
        </div>
      ) : null}
    </>
  );
}
