import { OTP_LENGTH } from '@frameshop/contract';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input-styles';
import { DevMailboxHint } from './dev-mailbox-hint';
import { waitWording } from '../messages';

interface OtpCodeFieldProps {
  id: string;
  label?: string;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  /** What was sent and where, e.g. the server's "We sent a 6-digit code to …". */
  notice?: string | null;
  verifying: boolean;
  resending: boolean;
  secondsLeft: number;
  onVerify: () => void;
  onResend: () => void;
  /** Hidden when the surrounding step has its own primary button. */
  showVerifyButton?: boolean;
}

/**
 * The 6-digit code input with its Verify button and the resend countdown. Enter in the input
 * verifies; it never submits the surrounding form.
 */
export function OtpCodeField({
  id,
  label = 'Verification code',
  code,
  onCodeChange,
  error,
  notice,
  verifying,
  resending,
  secondsLeft,
  onVerify,
  onResend,
  showVerifyButton = true,
}: OtpCodeFieldProps) {
  return (
    <div className="space-y-3">
      <FormField id={id} label={label} message={errorMessage(error)} hint={notice}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              value={code}
              onChange={(event) => onCodeChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                onVerify();
              }}
              // The field appears right after a code was sent: typing it is the next step.
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={OTP_LENGTH}
              placeholder="6-digit code"
              className={inputClasses(
                error ? 'invalid' : 'default',
                'font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal',
              )}
            />
            {showVerifyButton ? (
              <SubmitButton
                type="button"
                variant="secondary"
                onClick={onVerify}
                busy={verifying}
                busyLabel="Verifying…"
                className="h-11 shrink-0"
              >
                Verify
              </SubmitButton>
            ) : null}
          </div>
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-ink-muted">Didn&apos;t get it?</span>
        {secondsLeft > 0 ? (
          <span className="text-ink-muted tabular-nums" aria-live="off">
            Resend OTP in {waitWording(secondsLeft)}
          </span>
        ) : (
          <button
            type="button"
            onClick={onResend}
            disabled={resending}
            aria-busy={resending}
            className="font-semibold text-brand-700 hover:underline disabled:opacity-60"
          >
            {resending ? 'Resending…' : 'Resend OTP'}
          </button>
        )}
      </div>
      <DevMailboxHint />
    </div>
  );
}
