import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { passwordConfirmMessage, passwordConfirmTone } from './password-confirm';

interface NewPasswordFieldsProps {
  ids: { password: string; confirmPassword: string };
  labels?: { password: string; confirmPassword: string };
  /** The inputs' form names, where the page's early input should find them. */
  names?: { password: string; confirmPassword: string };
  /** Side by side from small screens up (registration), or one under the other (a dialog). */
  layout?: 'columns' | 'stacked';
  password: string;
  confirmPassword: string;
  errors: { password?: string; confirmPassword?: string };
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}

/** A new password and its confirmation, which says at once whether the two match. */
export function NewPasswordFields({
  ids,
  labels = { password: 'Password', confirmPassword: 'Confirm password' },
  names,
  layout = 'columns',
  password,
  confirmPassword,
  errors,
  onPasswordChange,
  onConfirmPasswordChange,
}: NewPasswordFieldsProps) {
  const fields = (
    <>
      <FormField id={ids.password} label={labels.password} message={errorMessage(errors.password)}>
        {(control) => (
          <PasswordInput
            {...control}
            name={names?.password}
            autoComplete="new-password"
            value={password}
            onChange={(event) => onPasswordChange(event.target.value)}
            tone={errors.password ? 'invalid' : 'default'}
          />
        )}
      </FormField>
      <FormField
        id={ids.confirmPassword}
        label={labels.confirmPassword}
        message={
          errors.confirmPassword
            ? errorMessage(errors.confirmPassword)
            : passwordConfirmMessage(password, confirmPassword)
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            name={names?.confirmPassword}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => onConfirmPasswordChange(event.target.value)}
            tone={
              errors.confirmPassword ? 'invalid' : passwordConfirmTone(password, confirmPassword)
            }
          />
        )}
      </FormField>
    </>
  );
  return layout === 'columns' ? <div className="grid gap-5 sm:grid-cols-2">{fields}</div> : fields;
}
