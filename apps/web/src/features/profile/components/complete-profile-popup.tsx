import {
  AccountMessage,
  phoneNumberSchema,
  PROFILE_COMPLETION_CREDITS,
  PROFILE_EMPLOYMENT_OPTIONS,
} from '@frameshop/contract';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { PhoneNumberInputs } from '../../../components/phone-number-inputs';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { GiftIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input-styles';
import { Modal } from '../../../components/ui/modal';
import { PageForm } from '../../../components/ui/page-form';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { countryCodeOf, splitPhoneNumber } from '../../../lib/country-codes';
import { focusById } from '../../../lib/field-errors';
import { formatNumber } from '../../../lib/format';
import type { UserProfile } from '../../../lib/user-profile';
import { profileFieldErrorsOf, useUpdateProfileMutation } from '../api/update-profile';
import { ProfileText } from '../messages';
import { phoneNumberInput } from '../phone';
import {
  CELEBRATION_NOTICE_MS,
  COMPLETE_PROFILE_POPUP_DELAY_MS,
  PROFILE_SUCCESS_CLOSE_MS,
} from '../ui-timings';
import { useFailure } from '../../../hooks/use-failure';

/** Skipping lasts for the browser tab's session: a reload does not bring the popup back. */
export const SKIP_STORAGE_KEY = 'frameshop.completeProfile.skipped';

function skippedBy(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(SKIP_STORAGE_KEY) === userId;
  } catch {
    return false;
  }
}

function rememberSkip(userId: string): void {
  try {
    window.sessionStorage.setItem(SKIP_STORAGE_KEY, userId);
  } catch {
    // Without storage the skip lasts until the page is reloaded.
  }
}

interface CompleteProfilePopupProps {
  user: UserProfile | null;
  /** Fetches the profile again, so the new balance shows everywhere. */
  onProfileChanged: () => void | Promise<void>;
}

/**
 * Asks a social sign-in user without a phone number or employment field to add them, a second
 * after the page loads, and pays the completion award. It can be skipped for the session.
 */
export function CompleteProfilePopup({ user, onProfileChanged }: CompleteProfilePopupProps) {
  const eligible = Boolean(user?.isGoogleUser && user.profileIncomplete);
  const userId = user?.id ?? null;
  // The user the popup is showing for, and the one it was closed for (never shown twice per page).
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [closedFor, setClosedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!eligible || !userId || openFor === userId || closedFor === userId) return;
    if (skippedBy(userId)) return;
    const timer = setTimeout(() => setOpenFor(userId), COMPLETE_PROFILE_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, userId, openFor, closedFor]);

  // Stable, so the form's close timer is not restarted when the refetched profile re-renders us.
  const close = useCallback(() => {
    setOpenFor(null);
    setClosedFor(userId);
  }, [userId]);
  const skip = useCallback(() => {
    if (userId) rememberSkip(userId);
    close();
  }, [userId, close]);

  const open = user !== null && openFor === user.id;
  return (
    <Modal
      open={open}
      onClose={skip}
      title="Complete your profile"
      closeOnBackdrop={false}
      description={`Add your phone number and employment field to receive ${formatNumber(PROFILE_COMPLETION_CREDITS)} free credits.`}
    >
      {user ? (
        <CompleteProfileForm
          user={user}
          onSkip={skip}
          onFinished={close}
          onProfileChanged={onProfileChanged}
        />
      ) : null}
    </Modal>
  );
}

const ids = { phone: 'complete-profile-phone', empField: 'complete-profile-employment' } as const;

function CompleteProfileForm({
  user,
  onSkip,
  onFinished,
  onProfileChanged,
}: {
  user: UserProfile;
  onSkip: () => void;
  onFinished: () => void;
  onProfileChanged: () => void | Promise<void>;
}) {
  const mutation = useUpdateProfileMutation();
  const initial = splitPhoneNumber(user.phoneNumber, user.countryCode);
  const [countryCode, setCountryCode] = useState(initial.countryCode);
  const [phone, setPhone] = useState(initial.number);
  const [empField, setEmpField] = useState(user.empField);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const { failure, reference, setFailure } = useFailure();
  const [outcome, setOutcome] = useState<'awarded' | 'saved' | 'withheld' | null>(null);

  // The celebration, and the reason there is none, stay 6 s, a plain success 1.5 s; then the
  // popup closes itself.
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(
      onFinished,
      outcome === 'saved' ? PROFILE_SUCCESS_CLOSE_MS : CELEBRATION_NOTICE_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome, onFinished]);

  if (outcome === 'awarded') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-gradient-to-br from-accent-400 to-brand-600 text-white shadow-brand">
          <GiftIcon className="size-8" />
        </span>
        <p className="text-xl font-bold text-ink">{AccountMessage.creditsCelebration}</p>
        <p className="text-sm text-ink-muted">Thanks for completing your profile.</p>
      </div>
    );
  }
  if (outcome === 'saved' || outcome === 'withheld') {
    return (
      <FormAlert tone="success">
        {outcome === 'withheld'
          ? AccountMessage.profileAwardWithheld
          : AccountMessage.profileUpdated}
      </FormAlert>
    );
  }

  const filled = phone !== '' && empField !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!phone.trim() || !empField.trim()) {
      setFailure(AccountMessage.completeProfileRequired);
      focusById(phone.trim() ? ids.empField : ids.phone);
      return;
    }
    const phoneNumber = phoneNumberInput(countryCode, phone);
    const parsed = phoneNumberSchema.safeParse(phoneNumber);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? null);
      focusById(ids.phone);
      return;
    }
    mutation.mutate(
      { phoneNumber, countryCode: countryCodeOf(countryCode, phone), empField: empField.trim() },
      {
        onSuccess: (result) => {
          // The server says why no credits came, when an earlier account of the person had them.
          setOutcome(
            result.creditsAwarded
              ? 'awarded'
              : result.message === AccountMessage.profileAwardWithheld
                ? 'withheld'
                : 'saved',
          );
          void onProfileChanged();
        },
        onError: (error) => {
          const fields = profileFieldErrorsOf(error);
          if (fields.phoneNumber) {
            setPhoneError(fields.phoneNumber);
            focusById(ids.phone);
            return;
          }
          setFailure(
            fields.empField ??
              (isApiError(error) && error.message ? error.message : ProfileText.updateFailed),
            error,
          );
        },
      },
    );
  };

  const busy = mutation.isPending;

  return (
    <PageForm
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Complete your profile"
    >
      {!user.actualName.trim() ? (
        <p className="rounded-control bg-brand-50 px-3.5 py-2.5 text-sm text-brand-800">
          Complete your profile to get the best experience
        </p>
      ) : null}
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      <FormField id={ids.phone} label="Phone number" message={errorMessage(phoneError)}>
        {(control) => (
          <PhoneNumberInputs
            control={control}
            placeholder="415 555 2671"
            tone={phoneError ? 'invalid' : 'default'}
            countryCode={countryCode}
            onCountryCodeChange={setCountryCode}
            phone={phone}
            onPhoneChange={(value) => {
              setPhone(value);
              setPhoneError(null);
            }}
          />
        )}
      </FormField>
      <FormField id={ids.empField} label="Employment field">
        {(control) => (
          <select
            {...control}
            value={empField}
            onChange={(event) => setEmpField(event.target.value)}
            className={inputClasses('default')}
          >
            <option value="">Select your field</option>
            {PROFILE_EMPLOYMENT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
            {empField && !PROFILE_EMPLOYMENT_OPTIONS.some((option) => option === empField) ? (
              <option value={empField}>{empField}</option>
            ) : null}
          </select>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onSkip} disabled={busy}>
          Skip for now
        </Button>
        <Button type="submit" disabled={!filled || busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? 'Saving…' : 'Complete Profile & Get Credits'}
        </Button>
      </div>
    </PageForm>
  );
}
