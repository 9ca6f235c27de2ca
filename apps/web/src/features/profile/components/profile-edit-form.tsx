import {
  AccountMessage,
  PROFILE_EMPLOYMENT_OPTIONS,
  REGISTRATION_EMPLOYMENT_OPTIONS,
  updateProfileRequestSchema,
} from '@frameshop/contract';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { PhoneNumberInputs } from '../../../components/phone-number-inputs';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input-styles';
import { PageForm } from '../../../components/ui/page-form';
import { useToast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-error';
import { focusById, formFields } from '../../../lib/field-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import type { UserProfile } from '../../../lib/user-profile';
import {
  profileRequestOf,
  updateProfileWireNames,
  useUpdateProfileMutation,
} from '../api/update-profile';
import { isUsernameError, useUsernameAvailability } from '../hooks/use-username-availability';
import { ProfileText } from '../messages';
import { changedFields, draftOf } from '../profile-draft';
import type { Draft } from '../profile-draft';
import { ProfileCardHeader } from './profile-card-header';
import { UsernameField } from './username-field';
import { CELEBRATION_NOTICE_MS, USERNAME_REFETCH_DELAY_MS } from '../ui-timings';
import { useFailure } from '../../../hooks/use-failure';

const { order: FIELD_ORDER, ids } = formFields({
  username: 'profile-username',
  actualName: 'profile-name',
  phoneNumber: 'profile-phone',
  empField: 'profile-employment',
});

const EMPLOYMENT_SUGGESTIONS = [...REGISTRATION_EMPLOYMENT_OPTIONS, ...PROFILE_EMPLOYMENT_OPTIONS];

interface ProfileEditFormProps {
  user: UserProfile;
  onDone: () => void;
  /** Fetches the profile again after a change. */
  onProfileChanged: () => void | Promise<void>;
  /** A username change re-issues the token; the session must switch to it. */
  onTokenRenewed: (token: string, user: UserProfile) => void;
}

/** Editing the profile: only the changed fields are sent, the username is checked as typed. */
export function ProfileEditForm({
  user,
  onDone,
  onProfileChanged,
  onTokenRenewed,
}: ProfileEditFormProps) {
  const toast = useToast();
  const mutation = useUpdateProfileMutation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const { errors, setError, validate, showServerErrors } = useFieldErrors(FIELD_ORDER, ids, {
    wireNames: updateProfileWireNames,
  });
  const { failure, reference, setFailure } = useFailure();
  const usernameState = useUsernameAvailability(draft.username, user.username);

  useEffect(() => {
    focusById(ids.username);
  }, []);

  const update = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setError(field === 'phone' || field === 'countryCode' ? 'phoneNumber' : field, undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (isUsernameError(usernameState)) {
      toast.show({ type: 'error', message: ProfileText.fixUsernameFirst });
      focusById(ids.username);
      return;
    }
    const changes = changedFields(user, draft);
    // Nothing changed: nothing to send.
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    // The country code is part of the phone input, so its message shows there.
    const parsed = validate(updateProfileRequestSchema, profileRequestOf(changes), (found) => {
      found.phoneNumber ??= (found as Record<string, string | undefined>).countryCode;
    });
    if (!parsed) return;
    mutation.mutate(changes, {
      onSuccess: (result) => {
        toast.show({ type: 'success', message: result.message });
        if (result.creditsAwarded) {
          toast.show({
            type: 'success',
            message: AccountMessage.creditsCelebration,
            durationMs: CELEBRATION_NOTICE_MS,
          });
        }
        if (result.usernameChanged && result.newToken) {
          onTokenRenewed(result.newToken, result.user);
          setTimeout(() => void onProfileChanged(), USERNAME_REFETCH_DELAY_MS);
        } else {
          void onProfileChanged();
        }
        onDone();
      },
      onError: (error) => {
        if (showServerErrors(error)) return;
        setFailure(
          isApiError(error) && error.message ? error.message : ProfileText.updateFailed,
          error,
        );
      },
    });
  };

  const busy = mutation.isPending;

  return (
    <PageForm
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="profile-edit-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <ProfileCardHeader headingId="profile-edit-heading" title="Edit profile">
        <p className="mt-0.5 text-sm text-ink-muted">
          Your email address ({user.email}) is changed under Sign-in and security.
        </p>
      </ProfileCardHeader>
      <div className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-6">
        {failure ? (
          <FormAlert tone="error" className="sm:col-span-2" reference={reference}>
            {failure}
          </FormAlert>
        ) : null}
        <UsernameField
          id={ids.username}
          value={draft.username}
          state={usernameState}
          error={errors.username}
          onChange={(value) => update('username', value)}
        />
        <FormField id={ids.actualName} label="Full name" message={errorMessage(errors.actualName)}>
          {(control) => (
            <input
              {...control}
              name="actualName"
              autoComplete="name"
              value={draft.actualName}
              onChange={(event) => update('actualName', event.target.value)}
              className={inputClasses(errors.actualName ? 'invalid' : 'default')}
            />
          )}
        </FormField>
        <FormField
          id={ids.phoneNumber}
          label="Phone number"
          message={errorMessage(errors.phoneNumber)}
        >
          {(control) => (
            <PhoneNumberInputs
              control={control}
              names={{ phone: 'phoneNumber' }}
              tone={errors.phoneNumber ? 'invalid' : 'default'}
              countryCode={draft.countryCode}
              onCountryCodeChange={(code) => update('countryCode', code)}
              phone={draft.phone}
              onPhoneChange={(value) => update('phone', value)}
            />
          )}
        </FormField>
        <FormField
          id={ids.empField}
          label="Employment field"
          message={errorMessage(errors.empField)}
          hint="Pick a suggestion or type your own."
        >
          {(control) => (
            <>
              <input
                {...control}
                name="empField"
                list={`${ids.empField}-options`}
                value={draft.empField}
                onChange={(event) => update('empField', event.target.value)}
                className={inputClasses(errors.empField ? 'invalid' : 'default')}
              />
              <datalist id={`${ids.empField}-options`}>
                {EMPLOYMENT_SUGGESTIONS.map((option) => (
                  <option key={option} value={option} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save Changes
        </SubmitButton>
      </div>
    </PageForm>
  );
}
