import { accountEndpoints, type CloseAccountRequest } from '@frameshop/contract';
import { callEndpoint } from '../../../../lib/api-client';
import { withAppUser } from '../../../../lib/user-profile';

/** The signed-in person's own account: password, email address, signing out everywhere. */

export async function changePassword(currentPassword: string, newPassword: string) {
  const answer = await callEndpoint(accountEndpoints.changePassword, {
    body: { currentPassword, newPassword },
  });
  return withAppUser(answer);
}

export function startEmailChange(email: string) {
  return callEndpoint(accountEndpoints.changeEmail, { body: { email } });
}

export function confirmEmailChange(email: string, otp: string) {
  return callEndpoint(accountEndpoints.verifyEmailChange, { body: { email, otp } });
}

export function signOutEverywhere() {
  return callEndpoint(accountEndpoints.signOutEverywhere, { body: {} });
}

/** Closes the account, proved by its password or, for a Google-only one, a fresh Google sign-in. */
export function closeAccount(proof: CloseAccountRequest) {
  return callEndpoint(accountEndpoints.closeAccount, { body: proof });
}

export function startExport() {
  return callEndpoint(accountEndpoints.startExport, { body: {} });
}

export function latestExport(signal?: AbortSignal) {
  return callEndpoint(accountEndpoints.latestExport, { signal });
}

export function exportStatus(exportId: string, signal?: AbortSignal) {
  return callEndpoint(accountEndpoints.exportStatus, { params: { exportId }, signal });
}
