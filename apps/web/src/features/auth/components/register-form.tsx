import {
  AccountMessage,
  emailSchema,
  phoneNumberSchema,
  registerRequestSchema,
  REGISTRATION_EMPLOYMENT_OPTIONS,
} from '@frameshop/contract';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { PageForm } from '../../../components/ui/page-form';
import { inputClasses } from '../../../components/ui/input-styles';
import { CheckIcon } from '../../../components/ui/icons';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf } from '../../../lib/api-error';
import { DEFAULT_COUNTRY_CODE, joinPhoneNumber } from '../../../lib/country-codes';
import { firstInvalid, focusById, issuesByField } from '../../../lib/field-errors';
import type { FieldErrors } from '../../../lib/field-errors';
import type { UserProfile } from '../api/get-profile';
import { useRegisterMutation } from '../api/register';
import { useSendEmailOtpMutation } from '../api/send-email-otp';
import { useSendPhoneOtpMutation } from '../api/send-phone-otp';
import { useVerifyEmailOtpMutation } from '../api/verify-email-otp';
import { useVerifyPhoneOtpMutation } from '../api/verify-phone-otp';
import { useResendEmailOtpMutation } from '../api/resend-email-otp';
import { useAuth } from '../hooks/use-auth';
import { useOtpVerification } from '../hooks/use-otp-verification';
import type { OtpStatus } from '../hooks/use-otp-verification';
import { AuthFailure, AuthText, serverErrorMessage, waitWording } from '../messages';
import { GoogleSignInButton } from './google-sign-in-button';
import type { SignInMethod } from './login-form';
import { OtpCodeField } from './otp-code-field';
import { passwordConfirmMessage, passwordConfirmTone } from './password-confirm';

type Field =
  | 'username'
  | 'actualName'
  | 'email'
  | 'phoneNumber'
  | 'EmpFeild'
  | 'empOther'
  | 'password'
  | 'confirmPassword';

const FIELD_ORDER: readonly Field[] = [
  'username',
  'actualName',
  'email',
  'phoneNumber',
  'EmpFeild',
  'empOther',
  'password',
  'confirmPassword',
];

const ids: Record<Field, string> = {
  username: 'register-username',
  actualName: 'register-name',
  email: 'register-email',
  phoneNumber: 'register-phone',
  EmpFeild: 'register-employment',
  empOther: 'register-employment-other',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
};

const OTHERS = 'Others';

interface RegisterFormProps {
  /**
   * Signed in: with the new account's user, or null when Google signed into an account that
   * already existed.
   */
  onRegistered: (method: SignInMethod, newUser: UserProfile | null) => void;
}

/**
 * Account creation. The email and the phone number are each verified with a code before the
 * account can be created; editing either one after verifying asks for a new code.
 */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { signIn } = useAuth();
  const [username, setUsername] = useState('');
  const [actualName, setActualName] = useState('');
  const [email, setEmail] = useState('');
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [employment, setEmployment] = useState('');
  const [empOther, setEmpOther] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const registerMutation = useRegisterMutation();
  const sendEmail = useSendEmailOtpMutation();
  const resendEmail = useResendEmailOtpMutation();
  const verifyEmail = useVerifyEmailOtpMutation();
  const sendPhone = useSendPhoneOtpMutation();
  const verifyPhone = useVerifyPhoneOtpMutation();

  const emailOtp = useOtpVerification<string>({
    send: (address) => sendEmail.mutateAsync({ email: address, purpose: 'register' }),
    resend: (address) => resendEmail.mutateAsync({ email: address, purpose: 'register' }),
    verify: (address, otp) => verifyEmail.mutateAsync({ email: address, otp, purpose: 'register' }),
    failures: {
      send: AuthFailure.sendEmailOtp,
      resend: AuthFailure.resendEmailOtp,
      verify: AuthFailure.verifyEmailOtp,
    },
  });
  const phoneOtp = useOtpVerification<string>({
    send: (phoneNumber) => sendPhone.mutateAsync({ phoneNumber }),
    verify: (phoneNumber, otp) => verifyPhone.mutateAsync({ phoneNumber, otp }),
    failures: {
      send: AuthFailure.sendPhoneOtp,
      resend: AuthFailure.sendPhoneOtp,
      verify: AuthFailure.verifyPhoneOtp,
    },
  });

  const phoneNumber = joinPhoneNumber(countryCode, phone);
  const empField = employment === OTHERS ? empOther : employment;

  const setError = (field: Field, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    const first = firstInvalid(FIELD_ORDER, found);
    if (first) focusById(ids[first]);
  };

  const sendEmailCode = async () => {
    if (!email.trim()) {
      showErrors({ ...errors, email: AccountMessage.emailForOtpRequired });
      return;
    }
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError('email', parsed.error.issues[0]?.message);
      focusById(ids.email);
      return;
    }
    setError('email', undefined);
    await emailOtp.sendCode(parsed.data);
  };

  const sendPhoneCode = async () => {
    const parsed = phoneNumberSchema.safeParse(phoneNumber);
    const problem = !phone.trim()
      ? AuthText.phoneRequired
      : parsed.success
        ? undefined
        : parsed.error.issues[0]?.message;
    setError('phoneNumber', problem);
    if (problem) {
      focusById(ids.phoneNumber);
      return;
    }
    await phoneOtp.sendCode(phoneNumber);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = registerRequestSchema.safeParse({
      username,
      email,
      password,
      actualName,
      phoneNumber,
      countryCode,
      EmpFeild: empField,
    });
    const found: FieldErrors<Field> = parsed.success
      ? {}
      : (issuesByField(parsed.error) as FieldErrors<Field>);
    if (!phone.trim()) found.phoneNumber = AuthText.phoneRequired;
    if (employment === OTHERS && !empOther.trim()) {
      delete found.EmpFeild;
      found.empOther = AuthText.otherEmploymentRequired;
    }
    if (!confirmPassword) found.confirmPassword = AuthText.confirmPasswordRequired;
    else if (password !== confirmPassword)
      found.confirmPassword = AccountMessage.passwordsDoNotMatch;
    if (!found.email && emailOtp.status !== 'verified') {
      found.email = AccountMessage.verifyEmailFirst;
    }
    if (!found.phoneNumber && phoneOtp.status !== 'verified') {
      found.phoneNumber = AccountMessage.verifyPhoneFirst;
    }
    if (!parsed.success || Object.values(found).some(Boolean)) {
      showErrors(found);
      return;
    }
    setErrors({});
    registerMutation.mutate(parsed.data, {
      onSuccess: ({ token, user }) => {
        signIn(token, user, parsed.data.rememberMe);
        onRegistered('password', user);
      },
      onError: (error) => {
        const fromServer = fieldErrorsOf(error) as FieldErrors<Field>;
        // The server no longer holds a verification (it expired): ask for a new code.
        if (fromServer.email === AccountMessage.verifyEmailFirst) emailOtp.reset();
        if (fromServer.phoneNumber === AccountMessage.verifyPhoneFirst) phoneOtp.reset();
        const known = FIELD_ORDER.filter((field) => fromServer[field]);
        if (known.length) showErrors(fromServer);
        else setFailure(serverErrorMessage(error, AuthFailure.registration));
      },
    });
  };

  const busy = registerMutation.isPending;
  const confirmTone = passwordConfirmTone(password, confirmPassword);

  return (
    <>
      <PageForm
        noValidate
        onSubmit={onSubmit}
        className="space-y-5"
        aria-label="Create your account"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={ids.username}
            label="Username"
            message={errorMessage(errors.username)}
            hint="Letters, numbers, dots, hyphens and underscores."
          >
            {(control) => (
              <input
                {...control}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                onChange={(event) => {
                  setUsername(event.target.value);
                  setError('username', undefined);
                }}
                className={inputClasses(errors.username ? 'invalid' : 'default')}
              />
            )}
          </FormField>
          <FormField
            id={ids.actualName}
            label="Full name"
            message={errorMessage(errors.actualName)}
          >
            {(control) => (
              <input
                {...control}
                name="actualName"
                autoComplete="name"
                value={actualName}
                onChange={(event) => {
                  setActualName(event.target.value);
                  setError('actualName', undefined);
                }}
                className={inputClasses(errors.actualName ? 'invalid' : 'default')}
              />
            )}
          </FormField>
        </div>

        <VerifiedInputRow
          label="Email address"
          id={ids.email}
          error={errors.email ?? emailOtp.sendError}
          status={emailOtp.status}
          sending={emailOtp.busy === 'sending'}
          cooldown={emailOtp.status === 'idle' ? emailOtp.secondsLeft : 0}
          onSend={() => void sendEmailCode()}
          sendLabel="Send OTP"
          verifiedLabel="Email verified"
        >
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError('email', undefined);
                // A code proves one address; another address needs its own.
                emailOtp.reset();
              }}
              placeholder="you@example.com"
              className={inputClasses(
                errors.email || emailOtp.sendError
                  ? 'invalid'
                  : emailOtp.status === 'verified'
                    ? 'valid'
                    : 'default',
              )}
            />
          )}
        </VerifiedInputRow>
        {emailOtp.status === 'sent' ? (
          <OtpPanel>
            <OtpCodeField
              id={`${ids.email}-otp`}
              label="Email verification code"
              code={emailOtp.code}
              onCodeChange={emailOtp.setCode}
              error={emailOtp.codeError}
              notice={emailOtp.notice}
              verifying={emailOtp.busy === 'verifying'}
              resending={emailOtp.busy === 'resending'}
              secondsLeft={emailOtp.secondsLeft}
              onVerify={() =>
                void emailOtp.verifyCode(email.trim().toLowerCase()).then((verified) => {
                  if (verified) setError('email', undefined);
                })
              }
              onResend={() => void emailOtp.resendCode(email.trim().toLowerCase())}
            />
          </OtpPanel>
        ) : null}

        <VerifiedInputRow
          label="Phone number"
          id={ids.phoneNumber}
          error={errors.phoneNumber ?? phoneOtp.sendError}
          status={phoneOtp.status}
          sending={phoneOtp.busy === 'sending'}
          cooldown={phoneOtp.status === 'idle' ? phoneOtp.secondsLeft : 0}
          onSend={() => void sendPhoneCode()}
          sendLabel="Send OTP"
          verifiedLabel="Phone verified"
        >
          {(control) => (
            <div className="flex min-w-0 flex-1 gap-2">
              <CountryCodeSelect
                value={countryCode}
                name="countryCode"
                onChange={(code) => {
                  setCountryCode(code);
                  setError('phoneNumber', undefined);
                  phoneOtp.reset();
                }}
              />
              <input
                {...control}
                type="tel"
                name="phoneNumber"
                autoComplete="tel-national"
                inputMode="tel"
                value={phone}
                onChange={(event) => {
                  setPhone(event.target.value);
                  setError('phoneNumber', undefined);
                  phoneOtp.reset();
                }}
                placeholder="555 123 4567"
                className={inputClasses(
                  errors.phoneNumber || phoneOtp.sendError
                    ? 'invalid'
                    : phoneOtp.status === 'verified'
                      ? 'valid'
                      : 'default',
                  'min-w-0',
                )}
              />
            </div>
          )}
        </VerifiedInputRow>
        {phoneOtp.status === 'sent' ? (
          <OtpPanel>
            <OtpCodeField
              id={`${ids.phoneNumber}-otp`}
              label="Phone verification code"
              code={phoneOtp.code}
              onCodeChange={phoneOtp.setCode}
              error={phoneOtp.codeError}
              notice={phoneOtp.notice}
              verifying={phoneOtp.busy === 'verifying'}
              resending={phoneOtp.busy === 'resending'}
              secondsLeft={phoneOtp.secondsLeft}
              onVerify={() =>
                void phoneOtp.verifyCode(phoneNumber).then((verified) => {
                  if (verified) setError('phoneNumber', undefined);
                })
              }
              onResend={() => void phoneOtp.resendCode(phoneNumber)}
            />
          </OtpPanel>
        ) : null}

        <FormField
          id={ids.EmpFeild}
          label="Employment field"
          message={errorMessage(errors.EmpFeild)}
        >
          {(control) => (
            <select
              {...control}
              name="EmpFeild"
              value={employment}
              onChange={(event) => {
                setEmployment(event.target.value);
                setError('EmpFeild', undefined);
                setError('empOther', undefined);
              }}
              className={inputClasses(errors.EmpFeild ? 'invalid' : 'default')}
            >
              <option value="" disabled>
                Select your employment field
              </option>
              {REGISTRATION_EMPLOYMENT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {employment === OTHERS ? (
          <FormField
            id={ids.empOther}
            label="Your employment field"
            message={errorMessage(errors.empOther)}
          >
            {(control) => (
              <input
                {...control}
                name="empOther"
                value={empOther}
                onChange={(event) => {
                  setEmpOther(event.target.value);
                  setError('empOther', undefined);
                }}
                placeholder="e.g. Photography studio"
                className={inputClasses(errors.empOther ? 'invalid' : 'default')}
              />
            )}
          </FormField>
        ) : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={ids.password} label="Password" message={errorMessage(errors.password)}>
            {(control) => (
              <PasswordInput
                {...control}
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError('password', undefined);
                  // The confirmation is judged afresh against the new password, so a mismatch
                  // fixed here stops showing red at once.
                  setError('confirmPassword', undefined);
                }}
                tone={errors.password ? 'invalid' : 'default'}
              />
            )}
          </FormField>
          <FormField
            id={ids.confirmPassword}
            label="Confirm password"
            message={
              errors.confirmPassword
                ? errorMessage(errors.confirmPassword)
                : passwordConfirmMessage(password, confirmPassword)
            }
          >
            {(control) => (
              <PasswordInput
                {...control}
                name="confirmPassword"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(event) => {
                  setConfirmPassword(event.target.value);
                  setError('confirmPassword', undefined);
                }}
                tone={errors.confirmPassword ? 'invalid' : confirmTone}
              />
            )}
          </FormField>
        </div>

        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}

        <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-5" /> : null}
          {busy ? 'Creating account…' : 'Create Account'}
        </Button>
      </PageForm>

      <div className="mt-6">
        <GoogleSignInButton
          rememberMe={false}
          onSignedIn={({ token, user, isNewUser }, remember) => {
            signIn(token, user, remember);
            onRegistered('google', isNewUser ? user : null);
          }}
        />
      </div>
    </>
  );
}

interface VerifiedInputRowProps {
  id: string;
  label: string;
  error: string | null | undefined;
  status: OtpStatus;
  sending: boolean;
  /** Seconds left of a resend wait the server imposed before any code was accepted here. */
  cooldown: number;
  onSend: () => void;
  sendLabel: string;
  verifiedLabel: string;
  children: Parameters<typeof FormField>[0]['children'];
}

/** An input with its "Send OTP" button, which becomes a "verified" mark once the code checks out. */
function VerifiedInputRow({
  id,
  label,
  error,
  status,
  sending,
  cooldown,
  onSend,
  sendLabel,
  verifiedLabel,
  children,
}: VerifiedInputRowProps) {
  return (
    <FormField id={id} label={label} message={errorMessage(error)}>
      {(control) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          {children(control)}
          {status === 'verified' ? (
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
              disabled={sending || status === 'sent' || cooldown > 0}
              aria-busy={sending}
              className="h-11 shrink-0 sm:w-32"
            >
              {sending ? <Spinner className="size-4" /> : null}
              {sending
                ? 'Sending…'
                : status === 'sent'
                  ? 'Code sent'
                  : cooldown > 0
                    ? `Wait ${waitWording(cooldown)}`
                    : sendLabel}
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}

function OtpPanel({ children }: { children: ReactNode }) {
  return <div className="rounded-card bg-slate-50 p-4 ring-1 ring-line ring-inset">{children}</div>;
}
