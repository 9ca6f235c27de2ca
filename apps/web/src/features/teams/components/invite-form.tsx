import { TEAM_INVITE_DAYS, type TeamInviteRole } from '@frameshop/contract';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../components/ui/field-message';
import { inputClasses } from '../../../components/ui/input-styles';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fieldErrorsOf, referenceOf, serverMessageOr } from '../../../lib/api-error';
import { useCreateInvite } from '../api/team-mutations';
import { parseMonthlyLimit } from '../monthly-limit';
import { roleLabels } from '../role-labels';

/** Invites someone by email, as an admin or a member, with an optional monthly limit. */
export function InviteForm({ teamId }: { teamId: string }) {
  const id = useId();
  const invite = useCreateInvite(teamId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamInviteRole>('member');
  const [limit, setLimit] = useState('');
  const [problems, setProblems] = useState<{ email?: string; limit?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fromServer = invite.isError ? fieldErrorsOf(invite.error) : {};
  const emailProblem = problems.email ?? fromServer.email;
  const limitProblem = problems.limit ?? fromServer.monthlyLimit;
  const otherRefusal =
    invite.isError && !emailProblem && !limitProblem
      ? serverMessageOr(invite.error, 'The invite could not be sent. Please try again.')
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: { email?: string; limit?: string } = {};
    const address = email.trim();
    if (!/^\S+@\S+\.\S+$/.test(address)) found.email = 'Enter the email address to invite.';
    const parsed = parseMonthlyLimit(limit);
    if (!parsed.ok) found.limit = parsed.problem;
    setProblems(found);
    if (found.email || !parsed.ok) return;
    setSentTo(null);
    invite.mutate(
      { email: address, role, monthlyLimit: parsed.limit },
      {
        onSuccess: () => {
          setSentTo(address);
          setEmail('');
          setLimit('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Invite someone" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <FormField id={`${id}-email`} label="Email" message={errorMessage(emailProblem)}>
          {(control) => (
            <input
              {...control}
              type="email"
              value={email}
              autoComplete="off"
              onChange={(event) => {
                setEmail(event.target.value);
                setProblems((current) => ({ ...current, email: undefined }));
              }}
              className={inputClasses(emailProblem ? 'invalid' : 'default')}
            />
          )}
        </FormField>
        <FormField id={`${id}-role`} label="Role">
          {(control) => (
            <select
              {...control}
              value={role}
              onChange={(event) => setRole(event.target.value as TeamInviteRole)}
              className={inputClasses()}
            >
              <option value="member">{roleLabels.member}</option>
              <option value="admin">{roleLabels.admin}</option>
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-limit`}
          label="Monthly limit (credits)"
          hint="Empty for no limit."
          message={errorMessage(limitProblem)}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={limit}
              placeholder="No limit"
              onChange={(event) => {
                setLimit(event.target.value);
                setProblems((current) => ({ ...current, limit: undefined }));
              }}
              className={inputClasses(limitProblem ? 'invalid' : 'default')}
            />
          )}
        </FormField>
      </div>
      {otherRefusal ? (
        <FormAlert tone="error" reference={referenceOf(invite.error)}>
          {otherRefusal}
        </FormAlert>
      ) : null}
      {sentTo && !invite.isPending ? (
        <FormAlert tone="success">
          Invite sent to {sentTo}. The link in the mail works for {TEAM_INVITE_DAYS} days.
        </FormAlert>
      ) : null}
      <SubmitButton busy={invite.isPending} busyLabel="Sending the invite…">
        Send invite
      </SubmitButton>
    </form>
  );
}
