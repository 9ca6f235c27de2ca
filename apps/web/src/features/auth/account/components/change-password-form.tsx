import { AccountMessage, changePasswordRequestSchema } from '@frameshop/contract';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../components/ui/field-message';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField } from '../../../../components/ui/form-field';
import { PageForm } from '../../../../components/ui/page-form';
import { PasswordInput } from '../../../../components/ui/password-input';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { useToast } from '../../../../components/ui/use-toast';
import { isApiError } from '../../../../lib/api-error';
import { formFields } from '../../../../lib/field-errors';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import type { UserProfile } from '../../../../lib/user-profile';
import { NewPasswordFields } from '../../components/new-password-fields';
import { changePassword } from '../api/account-calls';
import { useFailure } from '../../../../hooks/use-failure';
import { SettingsHeading } from './settings-heading';

const { order: FIELD_ORDER, ids } = formFields({
  currentPassword: 'account-current-password',
  newPassword: 'account-new-password',
  confirmPassword: 'account-confirm-password',
});

/** A new password, the current one required; every other device is signed out. */
export function ChangePasswordForm({
  onChanged,
}: {
  /** The session moves to the answer's new token. */
  onChanged: (token: string, user: UserProfile) => void;
}) {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const { failure, reference, setFailure } = useFailure();
  const { errors, setError, onEdit, validate, showServerErrors } = useFieldErrors(FIELD_ORDER, ids);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = validate(
      changePasswordRequestSchema,
      { currentPassword: current, newPassword: next },
      (found) => {
        if (!found.newPassword && next !== confirm) {
          found.confirmPassword = AccountMessage.passwordsDoNotMatch;
        }
      },
    );
    if (!parsed) return;
    setBusy(true);
    try {
      const answer = await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      onChanged(answer.token, answer.user);
      toast.show({ type: 'success', message: answer.message });
    } catch (error) {
      if (!showServerErrors(error)) {
        setFailure(isApiError(error) ? error.message : 'Failed to change the password.', error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageForm
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="change-password-heading"
      className="space-y-5 px-5 py-6 sm:px-6"
    >
      <SettingsHeading id="change-password-heading" title="Change password">
        Every other device you are signed in on will be signed out.
      </SettingsHeading>
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      <FormField
        id={ids.currentPassword}
        label="Current password"
        message={errorMessage(errors.currentPassword)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="currentPassword"
            autoComplete="current-password"
            value={current}
            onChange={onEdit('currentPassword', setCurrent)}
            tone={errors.currentPassword ? 'invalid' : 'default'}
          />
        )}
      </FormField>
      <NewPasswordFields
        ids={{ password: ids.newPassword, confirmPassword: ids.confirmPassword }}
        labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
        password={next}
        confirmPassword={confirm}
        errors={{ password: errors.newPassword, confirmPassword: errors.confirmPassword }}
        onPasswordChange={(value) => {
          setNext(value);
          setError('newPassword', undefined);
        }}
        onConfirmPasswordChange={(value) => {
          setConfirm(value);
          setError('confirmPassword', undefined);
        }}
      />
      <div className="flex justify-end">
        <SubmitButton busy={busy} busyLabel="Changing…">
          Change password
        </SubmitButton>
      </div>
    </PageForm>
  );
}
