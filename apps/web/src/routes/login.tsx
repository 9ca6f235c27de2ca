import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../features/auth/components/login-form';
import type { SignInMethod } from '../features/auth/components/login-form';
import { useWelcome, type NewAccount } from '../features/auth/hooks/use-welcome';
import { redirectTargetFrom } from '../features/auth/redirect-state';
import { paths } from '../lib/paths';

export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const welcome = useWelcome();

  // Back to the page the protected route bounced the user from, else the catalogue; a Google
  // sign-in may have just created the account, so it goes to the profile to complete it.
  const onSignedIn = (method: SignInMethod, newAccount: NewAccount | null) => {
    // Google may have just created the account: a sign-up like any other.
    if (newAccount) welcome(newAccount);
    const target =
      method === 'google'
        ? paths.profile()
        : (redirectTargetFrom(location.state) ?? paths.templatesList());
    void navigate(target, { replace: true });
  };

  return (
    <AuthCard
      title="Welcome Back"
      documentTitle="Sign In"
      subtitle="Sign in to spend your credits, download templates and pick up where you left off."
      footer={
        <>
          New to Frameshop?{' '}
          {/* A page that sent the visitor to sign in (a team's invite) is where signing up returns too. */}
          <Link
            to={paths.register()}
            state={location.state}
            className="font-semibold text-brand-700 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm onSignedIn={onSignedIn} />
    </AuthCard>
  );
}
