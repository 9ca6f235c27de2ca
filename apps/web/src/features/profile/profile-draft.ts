import { countryCodeOf, splitPhoneNumber } from '../../lib/country-codes';
import type { UserProfile } from '../../lib/user-profile';
import type { ProfileChanges } from './api/update-profile';
import { normalisePhoneNumber, phoneNumberInput } from './phone';

/** The profile form's values, as typed. */
export interface Draft {
  username: string;
  actualName: string;
  countryCode: string;
  phone: string;
  empField: string;
}

export function draftOf(user: UserProfile): Draft {
  const { countryCode, number } = splitPhoneNumber(user.phoneNumber, user.countryCode);
  return {
    username: user.username,
    actualName: user.actualName,
    countryCode,
    phone: number,
    empField: user.empField,
  };
}

/** Only what differs from the stored profile; an untouched form yields an empty object. */
export function changedFields(user: UserProfile, draft: Draft): ProfileChanges {
  const changes: ProfileChanges = {};
  const username = draft.username.trim();
  const actualName = draft.actualName.trim();
  const empField = draft.empField.trim();
  const phoneNumber = phoneNumberInput(draft.countryCode, draft.phone);
  if (username !== user.username) changes.username = username;
  if (actualName !== user.actualName) changes.actualName = actualName;
  if (normalisePhoneNumber(phoneNumber) !== user.phoneNumber) changes.phoneNumber = phoneNumber;
  const countryCode = countryCodeOf(draft.countryCode, draft.phone);
  if (phoneNumber && countryCode !== user.countryCode) changes.countryCode = countryCode;
  if (empField !== user.empField) changes.empField = empField;
  return changes;
}
