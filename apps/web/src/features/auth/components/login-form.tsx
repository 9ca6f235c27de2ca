import { loginRequestSchema } from '@frameshop/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { PageForm } from '../../../components/ui/page-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { EmailInput } from '../../../components/ui/email-input';
import { tokenStore } from '../../../lib/token-store';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useLoginMutation } from '../api/login';
import { useAuth } from '../hooks/use-auth';
import type { NewAccount } from '../hooks/use-welcome';
import { AuthFailure, serverErrorMessage } from '../messages';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { GoogleSessionButton } from './google-session-button';
import { useFailure } from '../../../hooks/use-failure';

type Field = 'email' | 'password';
const FIELD_ORDER: readonly Field[] = ['email', 'password'];
const ids: Record<Field, string> = { email: 'login-email', password: 'login-password' };

/** How the user signed in; the screen decides where each leads. */
export type SignInMethod = 'password' | 'google';

interface LoginFormProps {
  /** Signed in; `newAccount` is the account Google has just created, if it did. */
  onSignedIn: (method: SignInMethod, newAccount: NewAccount | null) => void;
}

/**
 * Email and password sign-in with "Remember me", the forgot-password dialog and Google. On
 * success the session is started here and `onSignedIn` decides where to go.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { signIn } = useAuth();
  const mutation = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const { errors, setErrors, onEdit, validate } = useFieldErrors(FIELD_ORDER, ids);
  const { failure, reference, setFailure } = useFailure();
  const [resetOpen, setResetOpen] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = validate(loginRequestSchema, { email, password, rememberMe });
    if (!parsed) return;
    mutation.mutate(parsed, {
      onSuccess: ({ token, user }) => {
        signIn(token, user, parsed.rememberMe);
        onSignedIn('password', null);
      },
      onError: (error) => {
        // A failed sign-in leaves nobody signed in, not even a previous session.
        tokenStore.clear();
        setFailure(serverErrorMessage(error, AuthFailure.login), error);
      },
    });
  };

  const busy = mutation.isPending;

  return (
    <>
      <PageForm noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
        {failure ? (
          <FormAlert tone="error" reference={reference}>
            {failure}
          </FormAlert>
        ) : null}

        <FormField id={ids.email} label="Email address" message={errorMessage(errors.email)}>
          {(control) => (
            <EmailInput
              {...control}
              name="email"
              value={email}
              onChange={onEdit('email', setEmail)}
              tone={errors.email ? 'invalid' : 'default'}
            />
          )}
        </FormField>

        <FormField
          id={ids.password}
          label="Password"
          message={errorMessage(errors.password)}
          labelAside={
            <button
              type="button"
              onClick={() => setResetOpen(true)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Forgot your password?
            </button>
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={onEdit('password', setPassword)}
              tone={errors.password ? 'invalid' : 'default'}
            />
          )}
        </FormField>

        <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm text-ink">
          <input
            type="checkbox"
            name="rememberMe"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          Remember me for 7 days
        </label>

        <SubmitButton size="lg" fullWidth busy={busy} busyLabel="Signing in…">
          Sign In
        </SubmitButton>
      </PageForm>

      <GoogleSessionButton
        rememberMe={rememberMe}
        onSignedIn={(newAccount) => onSignedIn('google', newAccount)}
      />

      <ForgotPasswordDialog
        open={resetOpen}
        onClose={() => setResetOpen(false)}
        initialEmail={email}
        onReset={(resetEmail) => {
          setEmail(resetEmail);
          setPassword('');
          setErrors({});
          setFailure(null);
        }}
      />
    </>
  );
}
