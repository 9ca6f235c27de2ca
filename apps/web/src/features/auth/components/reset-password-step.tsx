import { AccountMessage, PASSWORD_MIN_LENGTH } from '@frameshop/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useToast } from '../../../components/ui/use-toast';
import { focusById } from '../../../lib/field-errors';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthFailure, otpErrorMessage } from '../messages';
import { DialogActions } from './dialog-actions';
import { NewPasswordFields } from './new-password-fields';
import { resetIds } from './reset-ids';
import { ResetStepForm } from './reset-step-form';
import { useFailure } from '../../../hooks/use-failure';

type PasswordField = 'newPassword' | 'confirmPassword';

interface PasswordStepProps {
  email: string;
  onReset: (email: string) => void;
  onCancel: () => void;
}

/** Step 3: the new password, twice. */
export function ResetPasswordStep({ email, onReset, onCancel }: PasswordStepProps) {
  const toast = useToast();
  const reset = useResetPasswordMutation();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [passwordError, setPasswordError] = useState<{ field: PasswordField; text: string } | null>(
    null,
  );
  const { failure, reference, setFailure } = useFailure();
  const normalisedEmail = email.trim().toLowerCase();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    let problem: typeof passwordError = null;
    if (!newPassword || !confirmPassword) {
      problem = {
        field: newPassword ? 'confirmPassword' : 'newPassword',
        text: AccountMessage.passwordFieldsRequired,
      };
    } else if (newPassword !== confirmPassword) {
      problem = { field: 'confirmPassword', text: AccountMessage.passwordsDoNotMatch };
    } else if (newPassword.length < PASSWORD_MIN_LENGTH) {
      problem = { field: 'newPassword', text: AccountMessage.passwordTooShort };
    }
    setPasswordError(problem);
    if (problem) {
      focusById(resetIds[problem.field]);
      return;
    }
    reset.mutate(
      { email: normalisedEmail, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.show({ type: 'success', message: message || AccountMessage.passwordResetDone });
          onReset(normalisedEmail);
        },
        onError: (error) => setFailure(otpErrorMessage(error, AuthFailure.resetPassword), error),
      },
    );
  };

  const busy = reset.isPending;
  return (
    <ResetStepForm
      label="Choose a new password"
      step={3}
      intro={`Choose a new password of at least ${PASSWORD_MIN_LENGTH} characters.`}
      onSubmit={submit}
    >
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      <NewPasswordFields
        ids={{ password: resetIds.newPassword, confirmPassword: resetIds.confirmPassword }}
        labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
        layout="stacked"
        password={newPassword}
        confirmPassword={confirmPassword}
        errors={
          passwordError?.field === 'newPassword'
            ? { password: passwordError.text }
            : { confirmPassword: passwordError?.text }
        }
        onPasswordChange={(value) => {
          setNewPassword(value);
          setPasswordError(null);
        }}
        onConfirmPasswordChange={(value) => {
          setConfirmPassword(value);
          setPasswordError(null);
        }}
      />
      <DialogActions onCancel={onCancel}>
        <SubmitButton busy={busy} busyLabel="Resetting…">
          Reset Password
        </SubmitButton>
      </DialogActions>
    </ResetStepForm>
  );
}
