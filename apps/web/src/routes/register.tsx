import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card';
import type { SignInMethod } from '../features/auth/components/login-form';
import { RegisterForm } from '../features/auth/components/register-form';
import { useWelcome, type NewAccount } from '../features/auth/hooks/use-welcome';
import { redirectTargetFrom } from '../features/auth/redirect-state';
import { formatCredits } from '../lib/format';
import { paths } from '../lib/paths';

export default function RegisterScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const welcome = useWelcome();

  // A new account is welcomed and lands on the page that sent it here (a team's invite), else
  // the home page; one made with Google goes to its profile, where the missing phone number and
  // employment field can be added.
  const onRegistered = (method: SignInMethod, newAccount: NewAccount | null) => {
    if (newAccount) welcome(newAccount);
    const back = redirectTargetFrom(location.state);
    const target = method === 'google' ? paths.profile() : (back ?? paths.home());
    void navigate(target, { replace: true });
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
          <Link
            to={paths.login()}
            state={location.state}
            className="font-semibold text-brand-700 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm onRegistered={onRegistered} />
    </AuthCard>
  );
}
