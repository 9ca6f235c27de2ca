import type { UserProfile } from '../../../lib/user-profile';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PencilIcon } from '../../../components/ui/icons';
import { ProfileCardHeader } from './profile-card-header';

/** The account's details as stored, with the way into editing them. */
export function ProfileView({ user, onEdit }: { user: UserProfile; onEdit: () => void }) {
  const since = new Date(user.createdAt);
  const rows: [string, ReactNode][] = [
    ['Username', user.username],
    ['Full name', user.actualName],
    ['Email address', user.email],
    ['Phone number', user.phoneNumber],
    ['Employment field', user.empField],
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
      <ProfileCardHeader
        headingId="profile-details-heading"
        title="Profile details"
        className="flex items-center justify-between gap-4"
      >
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <PencilIcon className="size-4" />
          Edit Profile
        </Button>
      </ProfileCardHeader>
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
