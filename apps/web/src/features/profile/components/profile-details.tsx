import type { UserProfile } from '../../../lib/user-profile';
import { useState } from 'react';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';

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
