import {
  AccountMessage,
  CELEBRATION_NOTICE_MS,
  PROFILE_EMPLOYMENT_OPTIONS,
  REGISTRATION_EMPLOYMENT_OPTIONS,
  updateProfileRequestSchema,
  USERNAME_REFETCH_DELAY_MS,
} from '@frameshop/contract';
import type { UserProfile } from '@frameshop/contract';
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { CountryCodeSelect } from '../../../components/country-code-select';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import type { FieldMessage } from '../../../components/ui/field-message';
import { PencilIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input-styles';
import { PageForm } from '../../../components/ui/page-form';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { firstInvalid, focusById, issuesByField } from '../../../lib/field-errors';
import type { FieldErrors } from '../../../lib/field-errors';
import { useUpdateProfileMutation } from '../api/update-profile';
import { isUsernameError, useUsernameAvailability } from '../hooks/use-username-availability';
import type { UsernameState } from '../hooks/use-username-availability';
import { ProfileText } from '../messages';
import { changedFields, draftOf } from '../profile-draft';
import type { Draft } from '../profile-draft';

type Field = 'username' | 'actualName' | 'phoneNumber' | 'EmpFeild';
const FIELD_ORDER: readonly Field[] = ['username', 'actualName', 'phoneNumber', 'EmpFeild'];
const ids: Record<Field, string> = {
  username: 'profile-username',
  actualName: 'profile-name',
  phoneNumber: 'profile-phone',
  EmpFeild: 'profile-employment',
};

const EMPLOYMENT_SUGGESTIONS = [...REGISTRATION_EMPLOYMENT_OPTIONS, ...PROFILE_EMPLOYMENT_OPTIONS];

export interface ProfileDetailsProps {
  user: UserProfile;
  /** Fetches the profile again after a change. */
  onProfileChanged: () => void | Promise<void>;
  /** A username change re-issues the token; the session must switch to it. */
  onTokenRenewed: (token: string, user: UserProfile) => void;
}

/** The Profile tab: the account's details, and editing them with a live username check. */
export function ProfileDetails({ user, onProfileChanged, onTokenRenewed }: ProfileDetailsProps) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <ProfileEditForm
      user={user}
      onDone={() => setEditing(false)}
      onProfileChanged={onProfileChanged}
      onTokenRenewed={onTokenRenewed}
    />
  ) : (
    <ProfileView user={user} onEdit={() => setEditing(true)} />
  );
}

function ProfileView({ user, onEdit }: { user: UserProfile; onEdit: () => void }) {
  const since = new Date(user.createdAt);
  const rows: [string, ReactNode][] = [
    ['Username', user.username],
    ['Full name', user.actualName],
    ['Email address', user.email],
    ['Phone number', user.phoneNumber],
    ['Employment field', user.EmpFeild],
    ['Signed in with', user.isGoogleUser ? 'Google' : 'Email and password'],
    [
      'Member since',
      Number.isNaN(since.getTime())
        ? ''
        : since.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    ],
  ];
  return (
    <section
      aria-labelledby="profile-details-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
        <h2 id="profile-details-heading" className="text-lg font-semibold text-ink">
          Profile details
        </h2>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <PencilIcon className="size-4" />
          Edit Profile
        </Button>
      </div>
      <dl className="divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-3.5 sm:grid-cols-3 sm:gap-4 sm:px-6">
            <dt className="text-sm font-medium text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-sm break-words text-ink sm:col-span-2">
              {value || <span className="text-ink-subtle italic">Not set</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

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

function ProfileEditForm({
  user,
  onDone,
  onProfileChanged,
  onTokenRenewed,
}: ProfileDetailsProps & { onDone: () => void }) {
  const toast = useToast();
  const mutation = useUpdateProfileMutation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const usernameState = useUsernameAvailability(draft.username, user.username);

  useEffect(() => {
    focusById(ids.username);
  }, []);

  const update = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    const errorField: Field =
      field === 'phone' || field === 'countryCode'
        ? 'phoneNumber'
        : field === 'empField'
          ? 'EmpFeild'
          : field;
    setErrors((current) => ({ ...current, [errorField]: undefined }));
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
    const parsed = updateProfileRequestSchema.safeParse(changes);
    if (!parsed.success) {
      const all = issuesByField(parsed.error);
      // The country code is part of the phone input, so its message shows there.
      const found = {
        ...all,
        phoneNumber: all.phoneNumber ?? all.countryCode,
      } as FieldErrors<Field>;
      setErrors(found);
      const first = firstInvalid(FIELD_ORDER, found);
      if (first) focusById(ids[first]);
      return;
    }
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
        const found = fieldErrorsOf(error) as FieldErrors<Field>;
        const known = FIELD_ORDER.filter((field) => found[field]);
        if (known.length) {
          setErrors(found);
          focusById(ids[known[0] as Field]);
          return;
        }
        setFailure(isApiError(error) && error.message ? error.message : ProfileText.updateFailed);
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
      <div className="border-b border-line px-5 py-4 sm:px-6">
        <h2 id="profile-edit-heading" className="text-lg font-semibold text-ink">
          Edit profile
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">
          Your email address ({user.email}) cannot be changed.
        </p>
      </div>
      <div className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-6">
        {failure ? (
          <FormAlert tone="error" className="sm:col-span-2">
            {failure}
          </FormAlert>
        ) : null}
        <FormField
          id={ids.username}
          label="Username"
          message={usernameMessage(usernameState, errors.username)}
        >
          {(control) => (
            <input
              {...control}
              aria-invalid={
                control['aria-invalid'] ?? (isUsernameError(usernameState) ? true : undefined)
              }
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={draft.username}
              onChange={(event) => update('username', event.target.value)}
              className={inputClasses(
                errors.username || isUsernameError(usernameState)
                  ? 'invalid'
                  : usernameState.kind === 'available'
                    ? 'valid'
                    : 'default',
              )}
            />
          )}
        </FormField>
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
            <div className="flex gap-2">
              <CountryCodeSelect
                value={draft.countryCode}
                onChange={(code) => update('countryCode', code)}
              />
              <input
                {...control}
                type="tel"
                name="phoneNumber"
                autoComplete="tel-national"
                inputMode="tel"
                value={draft.phone}
                onChange={(event) => update('phone', event.target.value)}
                className={inputClasses(errors.phoneNumber ? 'invalid' : 'default', 'min-w-0')}
              />
            </div>
          )}
        </FormField>
        <FormField
          id={ids.EmpFeild}
          label="Employment field"
          message={errorMessage(errors.EmpFeild)}
          hint="Pick a suggestion or type your own."
        >
          {(control) => (
            <>
              <input
                {...control}
                name="EmpFeild"
                list={`${ids.EmpFeild}-options`}
                value={draft.empField}
                onChange={(event) => update('empField', event.target.value)}
                className={inputClasses(errors.EmpFeild ? 'invalid' : 'default')}
              />
              <datalist id={`${ids.EmpFeild}-options`}>
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
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </PageForm>
  );
}
