import { TEAM_NAME_MAX, TeamMessage } from '@frameshop/contract';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../components/ui/field-message';
import { inputClasses } from '../../../components/ui/input-styles';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fieldErrorsOf, serverMessageOr } from '../../../lib/api-error';

interface TeamNameFormProps {
  label: string;
  initial?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's refusal, shown by the field in its words. */
  error: unknown;
  onSubmit: (name: string, done: () => void) => void;
}

/** A team's name, checked as the server checks it, with the server's refusal under the field. */
export function TeamNameForm({
  label,
  initial = '',
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
}: TeamNameFormProps) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const refusal =
    error === null || error === undefined
      ? null
      : (fieldErrorsOf(error).name ??
        serverMessageOr(error, 'The team could not be saved. Please try again.'));
  const shown = problem ?? (busy ? null : refusal);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem(TeamMessage.nameRequired);
    if (trimmed.length > TEAM_NAME_MAX) return setProblem(TeamMessage.nameTooLong);
    setProblem(null);
    onSubmit(trimmed, () => setName(initial));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="sm:w-80">
        <FormField id={`${id}-name`} label="Team name" message={errorMessage(shown)}>
          {(control) => (
            <input
              {...control}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
              }}
              className={inputClasses(shown ? 'invalid' : 'default')}
              autoComplete="organization"
            />
          )}
        </FormField>
      </div>
      <SubmitButton busy={busy} busyLabel={busyLabel} className="sm:mt-7">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
