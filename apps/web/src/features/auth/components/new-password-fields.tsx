import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { passwordConfirmMessage, passwordConfirmTone } from './password-confirm';

interface NewPasswordFieldsProps {
  ids: { password: string; confirmPassword: string };
  password: string;
  confirmPassword: string;
  errors: { password?: string; confirmPassword?: string };
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}

/** A new password and its confirmation, which says at once whether the two match. */
export function NewPasswordFields({
  ids,
  password,
  confirmPassword,
  errors,
  onPasswordChange,
  onConfirmPasswordChange,
}: NewPasswordFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={ids.password} label="Password" message={errorMessage(errors.password)}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => onPasswordChange(event.target.value)}
            tone={errors.password ? 'invalid' : 'default'}
          />
        )}
      </FormField>
      <FormField
        id={ids.confirmPassword}
        label="Confirm password"
        message={
          errors.confirmPassword
            ? errorMessage(errors.confirmPassword)
            : passwordConfirmMessage(password, confirmPassword)
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => onConfirmPasswordChange(event.target.value)}
            tone={
              errors.confirmPassword ? 'invalid' : passwordConfirmTone(password, confirmPassword)
            }
          />
        )}
      </FormField>
    </div>
  );
}
