import {
  API_KEY_NAME_MAX,
  ApiKeyMessage,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@frameshop/contract';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input-styles';
import { SubmitButton } from '../../../components/ui/submit-button';
import { referenceOf, serverMessageOr } from '../../../lib/api-error';
import { useCreateApiKey } from '../api/create-api-key';

const scopeChoices: { scope: ApiKeyScope; label: string }[] = [
  { scope: 'read', label: 'Read' },
  { scope: 'create', label: 'Create (spends credits)' },
];

/** A team a key may be made for: one its maker owns or administers. */
export interface KeyAccount {
  teamId: string;
  name: string;
}

/**
 * A name, the scopes and, for the owner or an admin of a team, whom the key acts as; the made key
 * goes to `onCreated`, to be shown once.
 */
export function CreateApiKeyForm({
  full,
  limit,
  teams,
  onCreated,
}: {
  /** The account has as many keys as it may. */
  full: boolean;
  limit: number | undefined;
  /** Teams the key may act as instead of its maker. */
  teams: KeyAccount[];
  onCreated: (created: CreatedApiKey) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  /** '' for the maker's own account. */
  const [teamId, setTeamId] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateApiKey();

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) =>
      on ? [...current, scope] : current.filter((chosen) => chosen !== scope),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(ApiKeyMessage.nameRequired);
    if (scopes.length === 0) return setProblem(ApiKeyMessage.scopesRequired);
    setProblem(null);
    create.mutate(
      { name: name.trim(), scopes, ...(teamId ? { teamId } : {}) },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create an API key">
      <FormField id={`${id}-name`} label="Key name" hint="Say which program will use it.">
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={API_KEY_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            className={inputClasses('default', 'sm:max-w-sm')}
            autoComplete="off"
          />
        )}
      </FormField>
      {teams.length > 0 ? (
        <FormField
          id={`${id}-account`}
          label="Acts as"
          hint="A team's key spends from the team's balance and keeps working whoever leaves the team."
        >
          {(control) => (
            <select
              {...control}
              value={teamId}
              onChange={(event) => setTeamId(event.target.value)}
              className={inputClasses('default', 'sm:max-w-sm')}
            >
              <option value="">Me</option>
              {teams.map((team) => (
                <option key={team.teamId} value={team.teamId}>
                  {team.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">Scopes</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {scopeChoices.map(({ scope, label }) => (
            <label
              key={scope}
              className="flex w-fit cursor-pointer items-center gap-2.5 text-sm text-ink"
            >
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                className="size-4 rounded border-slate-300 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      {create.isError ? (
        <FormAlert tone="error" reference={referenceOf(create.error)}>
          {serverMessageOr(create.error, 'The key could not be made. Please try again.')}
        </FormAlert>
      ) : null}
      {full ? (
        <FormAlert tone="info">
          You have {limit} keys, the most an account may have. Revoke one you no longer use to make
          a new one.
        </FormAlert>
      ) : null}
      <SubmitButton busy={create.isPending} busyLabel="Creating key…" disabled={full}>
        Create key
      </SubmitButton>
    </form>
  );
}
