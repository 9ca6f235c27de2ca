import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, sentBodies, stubApi, testUser, userWith } from '../../../test/fake-api';
import { renderUi } from '../../../test/render-ui';
import { ProfileDetails } from './profile-details';
import { userFromWire } from '../../../lib/user-profile';

const updated = (changes: Partial<typeof testUser>, extra: Record<string, unknown> = {}) =>
  json(200, {
    message: 'Profile updated successfully!',
    user: userWith(changes),
    usernameChanged: false,
    creditsAwarded: false,
    creditsAwardedAmount: 0,
    ...extra,
  });

function renderDetails(handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi(handlers);
  const onProfileChanged = vi.fn();
  const onTokenRenewed = vi.fn();
  renderUi(
    <ProfileDetails
      user={userFromWire(testUser)}
      onProfileChanged={onProfileChanged}
      onTokenRenewed={onTokenRenewed}
    />,
  );
  return { fetchMock, onProfileChanged, onTokenRenewed };
}

/** Let the fetch stub answer and TanStack Query publish it, with the clock frozen. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

afterEach(() => {
  vi.useRealTimers();
});

describe('profile details', () => {
  it('shows the profile, then edits it with the current values filled in', async () => {
    const user = userEvent.setup();
    renderDetails();

    expect(screen.getByText('Maya Lin')).toBeInTheDocument();
    expect(screen.getByText('+15551234567')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    expect(screen.getByLabelText('Username')).toHaveValue('maya');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Maya Lin');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+1');
    expect(screen.getByLabelText('Phone number')).toHaveValue('5551234567');
    expect(screen.getByLabelText('Employment field')).toHaveValue('Agency');
  });

  it('sends nothing when nothing changed', async () => {
    const user = userEvent.setup();
    const { fetchMock, onProfileChanged } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    // Typed and typed back: still no change.
    await user.type(screen.getByLabelText('Full name'), ' ');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onProfileChanged).not.toHaveBeenCalled();
  });

  it('sends only the changed fields, confirms and refetches the profile', async () => {
    const user = userEvent.setup();
    const { fetchMock, onProfileChanged, onTokenRenewed } = renderDetails({
      'PUT /api/profile': () => updated({ actualName: 'Maya Lindqvist', EmpFeild: 'Design' }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Maya Lindqvist');
    await user.clear(screen.getByLabelText('Employment field'));
    await user.type(screen.getByLabelText('Employment field'), 'Design');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'PUT /api/profile')).toEqual([
      { actualName: 'Maya Lindqvist', EmpFeild: 'Design' },
    ]);
    expect(onProfileChanged).toHaveBeenCalledTimes(1);
    expect(onTokenRenewed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('sends a changed phone number with its country code', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDetails({
      'PUT /api/profile': () => updated({ phoneNumber: '+447700900123', countryCode: '+44' }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+44');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '7700 900123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Profile updated successfully!');
    expect(await sentBodies(fetchMock, 'PUT /api/profile')).toEqual([
      { phoneNumber: '+44 7700 900123', countryCode: '+44' },
    ]);
  });

  it('checks a changed username after a 500 ms pause, and an unchanged one never', async () => {
    vi.useFakeTimers();
    const { fetchMock } = renderDetails({
      'POST /api/check-username': () =>
        json(200, { available: true, message: 'Username is available' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const username = screen.getByLabelText('Username');

    fireEvent.change(username, { target: { value: 'maya_l' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(username, { target: { value: 'maya_lin' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(username).toHaveAccessibleDescription('Checking availability…');

    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(await sentBodies(fetchMock, 'POST /api/check-username')).toEqual([
      { username: 'maya_lin' },
    ]);
    expect(username).toHaveAccessibleDescription('Username is available');

    // Back to the current username: nothing to check, nothing to say.
    fireEvent.change(username, { target: { value: 'maya' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(username).not.toHaveAccessibleDescription();
  });

  it('falls back to /api/user/check-username when the first path is missing', async () => {
    const user = userEvent.setup();
    renderDetails({
      'POST /api/user/check-username': () =>
        json(200, { available: false, message: 'Username is already taken' }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'taken.name');

    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'Username is already taken',
      ),
    );
  });

  it('blocks saving while the username is taken', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDetails({
      'POST /api/check-username': () =>
        json(200, { available: false, message: 'Username is already taken' }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'taken.name');
    await screen.findByText('Username is already taken');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fix the username error before saving',
    );
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(await sentBodies(fetchMock, 'PUT /api/profile')).toHaveLength(0);
  });

  it('blocks saving an invalid username without asking the server about it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'ma');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters long',
    );
    await user.type(screen.getByLabelText('Username'), 'y!');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username can only contain letters, numbers, dots, hyphens, and underscores',
    );

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fix the username error before saving',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the availability cannot be checked, without blocking the save', async () => {
    const user = userEvent.setup();
    renderDetails({
      'POST /api/check-username': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'maya.new');

    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'Unable to verify username availability',
      ),
    );
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it('switches to the new token after a username change and refetches 100 ms later', async () => {
    vi.useFakeTimers();
    const renamed = userWith({ username: 'maya.lin' });
    const { fetchMock, onProfileChanged, onTokenRenewed } = renderDetails({
      'POST /api/check-username': () =>
        json(200, { available: true, message: 'Username is available' }),
      'PUT /api/profile': () =>
        updated({ username: 'maya.lin' }, { usernameChanged: true, newToken: 'renamed-token' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'maya.lin' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await settle();
    await settle();

    expect(await sentBodies(fetchMock, 'PUT /api/profile')).toEqual([{ username: 'maya.lin' }]);
    expect(onTokenRenewed).toHaveBeenCalledWith('renamed-token', userFromWire(renamed));
    expect(onProfileChanged).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(onProfileChanged).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onProfileChanged).toHaveBeenCalledTimes(1);
  });

  it('puts a username the server refuses on the field, keeping the edits', async () => {
    const user = userEvent.setup();
    renderDetails({
      'POST /api/check-username': () =>
        json(200, { available: true, message: 'Username is available' }),
      'PUT /api/profile': () =>
        json(409, { error: 'Username is already taken', code: 'CONFLICT', field: 'username' }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'just.taken');
    await screen.findByText('Username is available');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'Username is already taken',
      ),
    );
    expect(screen.getByLabelText('Username')).toHaveValue('just.taken');
  });

  it.each([
    [
      'the server’s message',
      () => json(400, { error: 'Your name must be at most 100 characters long', code: 'X' }),
      'Your name must be at most 100 characters long',
    ],
    [
      'the fallback when there is none',
      () => new Response('', { status: 502 }),
      'Something went wrong on our side. Please try again.',
    ],
  ])('shows %s when saving fails', async (_label, handler, message) => {
    const user = userEvent.setup();
    renderDetails({ 'PUT /api/profile': handler });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Full name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Full name')).toHaveValue('Maya Lin Jr');
  });

  it('cancels without sending, back to the stored values', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Full name'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Maya Lin')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Maya Lin');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
