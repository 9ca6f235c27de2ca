import type { TeamDetail } from '@frameshop/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useLeaveTeam } from '../api/team-mutations';
import { ConfirmButton } from './confirm-button';
import { TeamSection } from './team-section';

/** Anyone but the owner may leave; what they made for the team stays with it. */
export function LeaveTeam({ team }: { team: TeamDetail }) {
  const leave = useLeaveTeam(team.teamId);
  const navigate = useNavigate();
  return (
    <TeamSection
      title="Leave the team"
      description="You stop paying from the team and seeing its library at once. What you made for it stays with the team."
    >
      <div className="px-5 py-4 sm:px-6">
        <ConfirmButton
          label="Leave the team"
          title={`Leave ${team.name}?`}
          description="Only a new invite brings you back."
          confirmLabel="Leave"
          variant="danger"
          failure="You could not leave the team. Please try again."
          run={async () => {
            await leave.mutateAsync();
            await navigate(paths.profile());
          }}
        />
      </div>
    </TeamSection>
  );
}
