import type { FieldMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input-styles';
import { isUsernameError } from '../hooks/use-username-availability';
import type { UsernameState } from '../hooks/use-username-availability';
import { ProfileText } from '../messages';

function usernameMessage(state: UsernameState, error: string | undefined): FieldMessage | null {
  if (error) return { tone: 'error', text: error };
  switch (state.kind) {
    case 'invalid':
    case 'taken':
      return { tone: 'error', text: state.message };
    case 'available':
      return { tone: 'success', text: state.message };
    case 'unknown':
      return { tone: 'warning', text: state.message };
    case 'checking':
      return { tone: 'info', text: ProfileText.checkingUsername };
    default:
      return null;
  }
}

interface UsernameFieldProps {
  id: string;
  value: string;
  /** What the live availability check says about `value`. */
  state: UsernameState;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The username, with the live check's verdict (taken, available, checking) under it. */
export function UsernameField({ id, value, state, error, onChange }: UsernameFieldProps) {
  return (
    <FormField id={id} label="Username" message={usernameMessage(state, error)}>
      {(control) => (
        <input
          {...control}
          aria-invalid={control['aria-invalid'] ?? (isUsernameError(state) ? true : undefined)}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses(
            error || isUsernameError(state)
              ? 'invalid'
              : state.kind === 'available'
                ? 'valid'
                : 'default',
          )}
        />
      )}
    </FormField>
  );
}
