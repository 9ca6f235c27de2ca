import {
  AccountMessage,
  emailSchema,
  phoneNumberSchema,
  registerRequestSchema,
} from '@frameshop/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { PhoneNumberInputs } from '../../../components/phone-number-inputs';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { PageForm } from '../../../components/ui/page-form';
import { inputClasses } from '../../../components/ui/input-styles';
import { EmailInput } from '../../../components/ui/email-input';
import { countryCodeOf, DEFAULT_COUNTRY_CODE, joinPhoneNumber } from '../../../lib/country-codes';
import type { FieldControlProps } from '../../../components/ui/form-field';
import type { InputTone } from '../../../components/ui/input-styles';
import { fieldErrorsOf } from '../../../lib/api-error';
import { usePublicConfig } from '../../../lib/public-config';
import { focusById } from '../../../lib/field-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { registerRequestOf, registerWireNames, useRegisterMutation } from '../api/register';
import { useSendEmailOtpMutation } from '../api/send-email-otp';
import { useSendPhoneOtpMutation } from '../api/send-phone-otp';
import { useVerifyEmailOtpMutation } from '../api/verify-email-otp';
import { useVerifyPhoneOtpMutation } from '../api/verify-phone-otp';
import { useResendEmailOtpMutation } from '../api/resend-email-otp';
import { useAuth } from '../hooks/use-auth';
import type { NewAccount } from '../hooks/use-welcome';
import { useOtpVerification } from '../hooks/use-otp-verification';
import { AuthFailure, AuthText, serverErrorMessage } from '../messages';
import { EmploymentFields, OTHER_EMPLOYMENT } from './employment-fields';
import { GoogleSessionButton } from './google-session-button';
import type { SignInMethod } from './login-form';
import { NewPasswordFields } from './new-password-fields';
import { VerifiedField } from './verified-field';
import { useFailure } from '../../../hooks/use-failure';

type Field =
  | 'username'
  | 'actualName'
  | 'email'
  | 'phoneNumber'
  | 'empField'
  | 'empOther'
  | 'password'
  | 'confirmPassword';

const FIELD_ORDER: readonly Field[] = [
  'username',
  'actualName',
  'email',
  'phoneNumber',
  'empField',
  'empOther',
  'password',
  'confirmPassword',
];

const ids: Record<Field, string> = {
  username: 'register-username',
  actualName: 'register-name',
  email: 'register-email',
  phoneNumber: 'register-phone',
  empField: 'register-employment',
  empOther: 'register-employment-other',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
};

interface RegisterFormProps {
  /**
   * Signed in: with the new account, or null when Google signed into an account that already
   * existed.
   */
  onRegistered: (method: SignInMethod, newAccount: NewAccount | null) => void;
}

/**
 * Account creation. The email and the phone number are each verified with a code before the
 * account can be created; editing either one after verifying asks for a new code. A store whose
 * owner turned phone verification off asks for the number alone.
 */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { signIn } = useAuth();
  // Until the settings arrive the form offers the code, as nearly every store asks for one.
  const phoneVerification = usePublicConfig()?.phoneVerification ?? true;
  const [username, setUsername] = useState('');
  const [actualName, setActualName] = useState('');
  const [email, setEmail] = useState('');
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [employment, setEmployment] = useState('');
  const [empOther, setEmpOther] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, setError, onEdit, showErrors, validate, showServerErrors } = useFieldErrors(
    FIELD_ORDER,
    ids,
    { wireNames: registerWireNames },
  );
  const { failure, reference, setFailure } = useFailure();

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
  const empField = employment === OTHER_EMPLOYMENT ? empOther : employment;

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
    const request = registerRequestOf({
      username,
      email,
      password,
      actualName,
      phoneNumber,
      countryCode: countryCodeOf(countryCode, phone),
      empField,
    });
    const parsed = validate(registerRequestSchema, request, (found) => {
      if (!phone.trim()) found.phoneNumber = AuthText.phoneRequired;
      if (employment === OTHER_EMPLOYMENT && !empOther.trim()) {
        delete found.empField;
        found.empOther = AuthText.otherEmploymentRequired;
      }
      if (!confirmPassword) found.confirmPassword = AuthText.confirmPasswordRequired;
      else if (password !== confirmPassword)
        found.confirmPassword = AccountMessage.passwordsDoNotMatch;
      if (!found.email && emailOtp.status !== 'verified') {
        found.email = AccountMessage.verifyEmailFirst;
      }
      if (phoneVerification && !found.phoneNumber && phoneOtp.status !== 'verified') {
        found.phoneNumber = AccountMessage.verifyPhoneFirst;
      }
    });
    if (!parsed) return;
    registerMutation.mutate(parsed, {
      onSuccess: ({ token, user, notice }) => {
        signIn(token, user, parsed.rememberMe);
        onRegistered('password', { user, ...(notice ? { notice } : {}) });
      },
      onError: (error) => {
        const fromServer = fieldErrorsOf(error);
        // The server no longer holds a verification (it expired): ask for a new code.
        if (fromServer.email === AccountMessage.verifyEmailFirst) emailOtp.reset();
        if (fromServer.phoneNumber === AccountMessage.verifyPhoneFirst) phoneOtp.reset();
        if (!showServerErrors(error)) {
          setFailure(serverErrorMessage(error, AuthFailure.registration), error);
        }
      },
    });
  };

  const busy = registerMutation.isPending;

  const phoneInputs = (control: FieldControlProps, tone: InputTone) => (
    <PhoneNumberInputs
      control={control}
      className="flex min-w-0 flex-1 gap-2"
      names={{ countryCode: 'countryCode', phone: 'phoneNumber' }}
      placeholder="415 555 2671"
      tone={tone}
      countryCode={countryCode}
      onCountryCodeChange={(code) => {
        setCountryCode(code);
        setError('phoneNumber', undefined);
        phoneOtp.reset();
      }}
      phone={phone}
      onPhoneChange={(value) => {
        setPhone(value);
        setError('phoneNumber', undefined);
        phoneOtp.reset();
      }}
    />
  );

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
                onChange={onEdit('username', setUsername)}
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
                onChange={onEdit('actualName', setActualName)}
                className={inputClasses(errors.actualName ? 'invalid' : 'default')}
              />
            )}
          </FormField>
        </div>

        <VerifiedField
          id={ids.email}
          label="Email address"
          verifiedLabel="Email verified"
          codeLabel="Email verification code"
          error={errors.email}
          otp={emailOtp}
          target={email.trim().toLowerCase()}
          onSend={() => void sendEmailCode()}
          onVerified={() => setError('email', undefined)}
        >
          {(control, tone) => (
            <EmailInput
              {...control}
              name="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError('email', undefined);
                // A code proves one address; another address needs its own.
                emailOtp.reset();
              }}
              tone={tone}
            />
          )}
        </VerifiedField>

        {phoneVerification ? (
          <VerifiedField
            id={ids.phoneNumber}
            label="Phone number"
            verifiedLabel="Phone verified"
            codeLabel="Phone verification code"
            error={errors.phoneNumber}
            otp={phoneOtp}
            target={phoneNumber}
            onSend={() => void sendPhoneCode()}
            onVerified={() => setError('phoneNumber', undefined)}
          >
            {phoneInputs}
          </VerifiedField>
        ) : (
          <FormField
            id={ids.phoneNumber}
            label="Phone number"
            message={errorMessage(errors.phoneNumber)}
            hint="A mobile number, with its country code."
          >
            {(control) => phoneInputs(control, errors.phoneNumber ? 'invalid' : 'default')}
          </FormField>
        )}

        <EmploymentFields
          ids={ids}
          employment={employment}
          empOther={empOther}
          errors={errors}
          onEmploymentChange={(value) => {
            setEmployment(value);
            setError('empField', undefined);
            setError('empOther', undefined);
          }}
          onEmpOtherChange={(value) => {
            setEmpOther(value);
            setError('empOther', undefined);
          }}
        />

        <NewPasswordFields
          ids={ids}
          names={{ password: 'password', confirmPassword: 'confirmPassword' }}
          password={password}
          confirmPassword={confirmPassword}
          errors={errors}
          onPasswordChange={(value) => {
            setPassword(value);
            setError('password', undefined);
            // The confirmation is judged afresh against the new password, so a mismatch fixed
            // here stops showing red at once.
            setError('confirmPassword', undefined);
          }}
          onConfirmPasswordChange={(value) => {
            setConfirmPassword(value);
            setError('confirmPassword', undefined);
          }}
        />

        {failure ? (
          <FormAlert tone="error" reference={reference}>
            {failure}
          </FormAlert>
        ) : null}

        <SubmitButton size="lg" fullWidth busy={busy} busyLabel="Creating account…">
          Create Account
        </SubmitButton>
      </PageForm>

      <GoogleSessionButton
        rememberMe={false}
        onSignedIn={(newAccount) => onRegistered('google', newAccount)}
      />
    </>
  );
}
