import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card';
import type { SignInMethod } from '../features/auth/components/login-form';
import { RegisterForm } from '../features/auth/components/register-form';
import { useWelcome, type NewAccount } from '../features/auth/hooks/use-welcome';
import { formatCredits } from '../lib/format';
import { paths } from '../lib/paths';

export default function RegisterScreen() {
  const navigate = useNavigate();
  const welcome = useWelcome();

  // A new account is welcomed and lands on the home page; one made with Google goes to its
  // profile, where the missing phone number and employment field can be added.
  const onRegistered = (method: SignInMethod, newAccount: NewAccount | null) => {
    if (newAccount) welcome(newAccount);
    void navigate(method === 'google' ? paths.profile() : paths.home(), { replace: true });
  };

  return (
    <AuthCard
      title="Create Your Account"
      documentTitle="Create Your Account"
      subtitle={`Join Frameshop and start with ${formatCredits(NEW_ACCOUNT_CREDITS)} to spend on templates.`}
      width="lg"
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm onRegistered={onRegistered} />
    </AuthCard>
  );
}
