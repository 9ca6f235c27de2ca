import { AccountMessage, OTP_LENGTH, OTP_RESEND_WAIT_SECONDS } from '@frameshop/contract';
import { useCallback, useRef, useState } from 'react';
import { useCountdown } from '../../../hooks/use-countdown';
import { useFailure } from '../../../hooks/use-failure';
import type { OtpSent } from '../api/send-email-otp';
import { AuthText, otpErrorMessage, retryAfterSeconds } from '../messages';

export type OtpStatus = 'idle' | 'sent' | 'verified';

export interface OtpVerificationOptions<Target> {
  send: (target: Target) => Promise<OtpSent>;
  /** Defaults to `send`. */
  resend?: (target: Target) => Promise<OtpSent>;
  verify: (target: Target, otp: string) => Promise<unknown>;
  /** The spec's fallback wording per call, used when the server gives no error text. */
  failures: { send: string; resend: string; verify: string };
}

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Checks a typed code before it is sent: present, then exactly 6 digits. */
export function otpCodeError(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return AccountMessage.otpRequired;
  if (!OTP_PATTERN.test(trimmed)) return AuthText.otpDigits;
  return null;
}

/**
 * One address (an email or a phone number) being verified with a one-time code: send, wait out the
 * 60 s resend countdown, resend, verify. Answers that arrive after `reset()` (the address was
 * edited meanwhile) are ignored, so a code never verifies an address it was not sent to.
 */
export function useOtpVerification<Target>({
  send,
  resend = send,
  verify,
  failures,
}: OtpVerificationOptions<Target>) {
  const [status, setStatus] = useState<OtpStatus>('idle');
  const [code, setCodeState] = useState('');
  const sending = useFailure();
  const setSendError = sending.setFailure;
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sending' | 'resending' | 'verifying' | null>(null);
  const { secondsLeft, start: startCountdown, stop: stopCountdown } = useCountdown();
  const generation = useRef(0);

  const reset = useCallback(() => {
    generation.current += 1;
    setStatus('idle');
    setCodeState('');
    setSendError(null);
    setCodeError(null);
    setNotice(null);
    setBusy(null);
    stopCountdown();
  }, [setSendError, stopCountdown]);

  const deliver = async (target: Target, kind: 'send' | 'resend'): Promise<boolean> => {
    const run = generation.current;
    setBusy(kind === 'send' ? 'sending' : 'resending');
    setSendError(null);
    setCodeError(null);
    try {
      const answer = await (kind === 'send' ? send : resend)(target);
      if (run !== generation.current) return false;
      setStatus('sent');
      setNotice(answer.message);
      setCodeState('');
      startCountdown(answer.resendAfterSeconds || OTP_RESEND_WAIT_SECONDS);
      return true;
    } catch (error) {
      if (run !== generation.current) return false;
      const message = otpErrorMessage(error, kind === 'send' ? failures.send : failures.resend);
      // Within the resend wait the server says how long is left: count that down instead.
      const wait = retryAfterSeconds(error);
      if (wait) startCountdown(wait);
      if (kind === 'resend' || status === 'sent') setCodeError(message);
      else setSendError(message, error);
      return false;
    } finally {
      if (run === generation.current) setBusy(null);
    }
  };

  const verifyCode = async (target: Target): Promise<boolean> => {
    const invalid = otpCodeError(code);
    if (invalid) {
      setCodeError(invalid);
      return false;
    }
    const run = generation.current;
    setBusy('verifying');
    setCodeError(null);
    try {
      await verify(target, code.trim());
      if (run !== generation.current) return false;
      setStatus('verified');
      setNotice(null);
      stopCountdown();
      return true;
    } catch (error) {
      if (run !== generation.current) return false;
      setCodeError(otpErrorMessage(error, failures.verify));
      return false;
    } finally {
      if (run === generation.current) setBusy(null);
    }
  };

  const setCode = (value: string) => {
    // Digits only, at most six: pasted "123 456" or "Code: 123456" still works.
    setCodeState(value.replace(/\D/g, '').slice(0, OTP_LENGTH));
    setCodeError(null);
  };

  return {
    status,
    code,
    setCode,
    sendError: sending.failure,
    /** The failed send's request id, for a form that shows a reference a person can report. */
    sendErrorReference: sending.reference,
    setSendError,
    codeError,
    notice,
    busy,
    secondsLeft,
    sendCode: (target: Target) => deliver(target, 'send'),
    resendCode: (target: Target) => deliver(target, 'resend'),
    verifyCode,
    reset,
  };
}

export type OtpVerification<Target = unknown> = ReturnType<typeof useOtpVerification<Target>>;
