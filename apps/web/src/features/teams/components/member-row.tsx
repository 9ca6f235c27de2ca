import type { TeamDetail, TeamInviteRole, TeamMember } from '@frameshop/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CardTableRow } from '../../../components/ui/card-table';
import { inputClasses } from '../../../components/ui/input-styles';
import { serverMessageOr } from '../../../lib/api-error';
import { formatCredits } from '../../../lib/format';
import { useHandOverTeam, useRemoveMember, useUpdateMember } from '../api/team-mutations';
import { limitText, parseMonthlyLimit } from '../monthly-limit';
import { roleLabels } from '../role-labels';
import { ConfirmButton } from './confirm-button';

interface MemberRowProps {
  team: TeamDetail;
  member: TeamMember;
  /** The signed-in person's own row: they leave rather than remove themselves. */
  isMe: boolean;
}

/**
 * One member: name, email, role, monthly limit and spend this month. The owner and admins change
 * another member's role and limit and remove them; the owner hands the team to an admin.
 */
export function MemberRow({ team, member, isMe }: MemberRowProps) {
  const id = useId();
  const update = useUpdateMember(team.teamId);
  const remove = useRemoveMember(team.teamId);
  const handOver = useHandOverTeam(team.teamId);
  const [limit, setLimit] = useState(
    member.monthlyLimit === null ? '' : String(member.monthlyLimit),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const editable = member.role !== 'owner' && !isMe;
  const refusal = update.isError
    ? serverMessageOr(update.error, 'The change could not be saved. Please try again.')
    : null;
  const shown = problem ?? refusal;

  const saveLimit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMonthlyLimit(limit);
    if (!parsed.ok) return setProblem(parsed.problem);
    setProblem(null);
    update.mutate({ userId: member.userId, monthlyLimit: parsed.limit });
  };

  return (
    <CardTableRow>
      <td className="font-medium text-ink">
        {member.name}
        {isMe ? <span className="text-ink-muted"> (you)</span> : null}
      </td>
      <td className="break-all">{member.email}</td>
      <td>
        {editable ? (
          <>
            <label htmlFor={`${id}-role`} className="sr-only">
              Role of {member.name}
            </label>
            <select
              id={`${id}-role`}
              value={member.role}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({
                  userId: member.userId,
                  role: event.target.value as TeamInviteRole,
                })
              }
              className={inputClasses('default', 'h-9 w-32')}
            >
              <option value="admin">{roleLabels.admin}</option>
              <option value="member">{roleLabels.member}</option>
            </select>
          </>
        ) : (
          roleLabels[member.role]
        )}
      </td>
      <td>
        {editable ? (
          <form onSubmit={saveLimit} noValidate className="flex items-center gap-2">
            <label htmlFor={`${id}-limit`} className="sr-only">
              Monthly limit of {member.name}, in credits (empty for no limit)
            </label>
            <input
              id={`${id}-limit`}
              inputMode="numeric"
              value={limit}
              placeholder="No limit"
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${id}-problem` : undefined}
              onChange={(event) => {
                setLimit(event.target.value);
                setProblem(null);
              }}
              className={inputClasses(shown ? 'invalid' : 'default', 'h-9 w-28')}
            />
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              disabled={update.isPending}
              aria-label={`Save the limit of ${member.name}`}
            >
              Save
            </Button>
          </form>
        ) : (
          limitText(member.monthlyLimit)
        )}
        {shown ? (
          <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-danger-700">
            {shown}
          </p>
        ) : null}
      </td>
      <td className="tabular-nums">{formatCredits(member.spentThisMonth)}</td>
      <td>
        <div className="flex flex-wrap gap-2">
          {team.role === 'owner' && member.role === 'admin' ? (
            <ConfirmButton
              label="Make owner"
              accessibleLabel={`Make ${member.name} the owner`}
              title={`Hand ${team.name} to ${member.name}?`}
              description={`${member.name} becomes the team's owner and you become an admin. Only the new owner can hand it back.`}
              confirmLabel="Hand over"
              failure="The team could not be handed over. Please try again."
              run={() => handOver.mutateAsync(member.userId)}
            />
          ) : null}
          {editable ? (
            <ConfirmButton
              label="Remove"
              accessibleLabel={`Remove ${member.name}`}
              title={`Remove ${member.name} from ${team.name}?`}
              description="They stop paying from and seeing the team at once. What they made for the team stays in its library."
              confirmLabel="Remove"
              variant="danger"
              failure="The member could not be removed. Please try again."
              run={() => remove.mutateAsync(member.userId)}
            />
          ) : null}
        </div>
      </td>
    </CardTableRow>
  );
}
