import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { FormAlert } from '../components/ui/form-alert';
import { LoadingState } from '../components/ui/loading-state';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/hooks/use-auth';
import type { LoginRedirectState } from '../features/auth/redirect-state';
import { teamsQueryOptions } from '../features/teams/api/payer-queries';
import { useAcceptInvite } from '../features/teams/api/team-mutations';
import { referenceOf, serverMessageOr } from '../lib/api-error';
import { inviteTokenOf, paths } from '../lib/paths';
import { payerStore } from '../lib/payer-store';

const TITLE = 'Join a team';

/**
 * Where an invite's mail leads. A signed-in person accepts it, pays from the team from then on and
 * lands on its page; a visitor signs in or signs up first and comes back here to accept.
 */
export default function TeamInviteScreen() {
  const [search] = useSearchParams();
  const token = inviteTokenOf(search);
  const { status, user } = useAuth();
  const { pathname, search: query } = useLocation();
  const back: LoginRedirectState = { from: `${pathname}${query}` };

  if (token === null) {
    return (
      <AuthCard
        title={TITLE}
        documentTitle={TITLE}
        subtitle="This invite link is incomplete. Open the link in the invite's mail again, or ask the team for a new invite."
      />
    );
  }
  if (status === 'loading') return <LoadingState label="Checking your account…" />;
  if (!user) {
    return (
      <AuthCard
        title={TITLE}
        documentTitle={TITLE}
        subtitle="You are invited to a team on Frameshop. Sign in, or create an account, with the email address the invite was sent to; you come back here to accept it."
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <ButtonLink to={paths.login()} state={back}>
            Sign in
          </ButtonLink>
          <ButtonLink to={paths.register()} state={back} variant="secondary">
            Create an account
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return <AcceptInvite token={token} email={user.email} />;
}

function AcceptInvite({ token, email }: { token: string; email: string }) {
  const accept = useAcceptInvite();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: async ({ teamId }) => {
        // The new team must be among the person's teams before it is chosen to pay, or the
        // switcher would find it missing and go back to "Me".
        await queryClient.fetchQuery({ ...teamsQueryOptions, staleTime: 0 });
        payerStore.choose(teamId);
        await navigate(paths.team(teamId), { replace: true });
      },
    });

  return (
    <AuthCard
      title={TITLE}
      documentTitle={TITLE}
      subtitle={`Accept the invite as ${email}: you pay from the team's balance within your monthly limit, and see the templates and results it owns.`}
    >
      <div className="space-y-4">
        {accept.isError ? (
          <FormAlert tone="error" reference={referenceOf(accept.error)}>
            {serverMessageOr(accept.error, 'The invite could not be accepted. Please try again.')}
          </FormAlert>
        ) : null}
        <Button
          fullWidth
          onClick={onAccept}
          disabled={accept.isPending || accept.isSuccess}
          aria-busy={accept.isPending || undefined}
        >
          {accept.isPending ? <Spinner className="size-4" /> : null}
          Accept invite
        </Button>
      </div>
    </AuthCard>
  );
}
