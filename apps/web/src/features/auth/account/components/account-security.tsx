import type { UserProfile } from '../../../../lib/user-profile';
import { ChangeEmailForm } from './change-email-form';
import { CloseAccountForm } from './close-account-form';
import { ExportData } from './export-data';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/**
 * The profile's "Sign-in and security" card: password, email address, every device, a copy of
 * one's data, and closing the account.
 */
export function AccountSecurity({
  user,
  onTokenRenewed,
  onProfileChanged,
  onSignedOut,
}: {
  user: UserProfile;
  onTokenRenewed: (token: string, user: UserProfile) => void;
  onProfileChanged: () => void | Promise<void>;
  onSignedOut: () => void | Promise<void>;
}) {
  return (
    <section
      aria-labelledby="account-security-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <h2
        id="account-security-heading"
        className="border-b border-line px-5 py-4 text-lg font-semibold text-ink sm:px-6"
      >
        Sign-in and security
      </h2>
      <div className="divide-y divide-line">
        <ChangePasswordForm onChanged={onTokenRenewed} />
        <ChangeEmailForm currentEmail={user.email} onChanged={onProfileChanged} />
        <SignOutEverywhere onSignedOut={onSignedOut} />
        <ExportData />
        <CloseAccountForm
          credits={user.credits}
          googleOnly={user.googleOnly}
          onClosed={onSignedOut}
        />
      </div>
    </section>
  );
}
