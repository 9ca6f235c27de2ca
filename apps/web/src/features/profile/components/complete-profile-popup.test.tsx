import { AccountMessage } from '@frameshop/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, sentBodies, stubApi, userWith } from '../../../test/fake-api';
import { renderUi } from '../../../test/render-ui';
import { CompleteProfilePopup, SKIP_STORAGE_KEY } from './complete-profile-popup';
import { userFromWire } from '../../../lib/user-profile';

const googleUser = userWith({
  id: 'google-user-1',
  isGoogleUser: true,
  profileIncomplete: true,
  phoneNumber: '',
  countryCode: '',
  EmpFeild: '',
  credits: 500,
});

const answer = (creditsAwarded: boolean) =>
  json(200, {
    message: 'Profile updated successfully!',
    user: userWith({ ...googleUser, profileIncomplete: false, credits: 1000 }),
    usernameChanged: false,
    creditsAwarded,
    creditsAwardedAmount: creditsAwarded ? 500 : 0,
  });

function renderPopup(user = googleUser, handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi(handlers);
  const onProfileChanged = vi.fn();
  const view = renderUi(
    <CompleteProfilePopup user={userFromWire(user)} onProfileChanged={onProfileChanged} />,
  );
  return { fetchMock, onProfileChanged, ...view };
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const dialog = () => screen.queryByRole('dialog', { name: 'Complete your profile' });

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '555 987 6543' } });
  fireEvent.change(screen.getByLabelText('Employment field'), { target: { value: 'Design' } });
  fireEvent.click(screen.getByRole('button', { name: 'Complete Profile & Get Credits' }));
  await settle();
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('complete-profile popup', () => {
  it('appears 1 s after load for a social sign-in user with an incomplete profile', () => {
    renderPopup();

    act(() => vi.advanceTimersByTime(999));
    expect(dialog()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
    // The name came from Google, so the extra nudge is not shown.
    expect(
      screen.queryByText('Complete your profile to get the best experience'),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['an email user', userWith({ isGoogleUser: false, profileIncomplete: false, EmpFeild: '' })],
    ['a social user with a complete profile', userWith({ isGoogleUser: true })],
  ])('never appears for %s', (_label, user) => {
    renderPopup(user);
    act(() => vi.advanceTimersByTime(5000));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('adds the best-experience line when the name is missing', () => {
    renderPopup(userWith({ ...googleUser, actualName: '  ' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(
      screen.getByText('Complete your profile to get the best experience'),
    ).toBeInTheDocument();
  });

  it('keeps submit disabled until both fields are filled, and rejects blanks', async () => {
    const { fetchMock } = renderPopup();
    act(() => vi.advanceTimersByTime(1000));
    const submit = screen.getByRole('button', { name: 'Complete Profile & Get Credits' });
    expect(submit).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '   ' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Employment field'), { target: { value: 'Student' } });
    expect(submit).toBeEnabled();

    fireEvent.click(submit);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in both phone number and employment field',
    );
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the 18 employment options', () => {
    renderPopup();
    act(() => vi.advanceTimersByTime(1000));
    const options = Array.from(
      screen.getByLabelText('Employment field').querySelectorAll('option'),
    ).filter((option) => option.value !== '');
    expect(options).toHaveLength(18);
    expect(options[0]).toHaveValue('Technology');
    expect(options.at(-1)).toHaveValue('Other');
  });

  it('celebrates the award for 6 s, then closes', async () => {
    const { fetchMock, onProfileChanged } = renderPopup(googleUser, {
      'PUT /api/profile': () => answer(true),
    });
    act(() => vi.advanceTimersByTime(1000));

    await fillAndSubmit();

    expect(await sentBodies(fetchMock, 'PUT /api/profile')).toEqual([
      { phoneNumber: '+1 555 987 6543', countryCode: '+1', EmpFeild: 'Design' },
    ]);
    expect(screen.getByText('You have received 500 free credits!')).toBeInTheDocument();
    expect(onProfileChanged).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(5999));
    expect(dialog()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('without an award shows the success message and closes after 1.5 s', async () => {
    renderPopup(googleUser, { 'PUT /api/profile': () => answer(false) });
    act(() => vi.advanceTimersByTime(1000));

    await fillAndSubmit();

    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.queryByText('You have received 500 free credits!')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1499));
    expect(dialog()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('says why no credits came when an earlier account of the person had them, for 6 s', async () => {
    renderPopup(googleUser, {
      'PUT /api/profile': () =>
        json(200, {
          message: AccountMessage.profileAwardWithheld,
          user: userWith({ ...googleUser, profileIncomplete: false, credits: 0 }),
          usernameChanged: false,
          creditsAwarded: false,
          creditsAwardedAmount: 0,
        }),
    });
    act(() => vi.advanceTimersByTime(1000));

    await fillAndSubmit();

    expect(screen.getByText(AccountMessage.profileAwardWithheld)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5999));
    expect(dialog()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('shows the server’s error and keeps the popup open', async () => {
    renderPopup(googleUser, {
      'PUT /api/profile': () => json(503, { error: 'Please try again in a moment.', code: 'X' }),
    });
    act(() => vi.advanceTimersByTime(1000));

    await fillAndSubmit();

    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a moment.');
    expect(screen.getByLabelText('Phone number')).toHaveValue('555 987 6543');
    expect(dialog()).toBeInTheDocument();
  });

  it('puts the server’s phone number complaint on the phone field', async () => {
    renderPopup(googleUser, {
      'PUT /api/profile': () =>
        json(400, {
          error: 'body.phoneNumber: Enter the phone number with its country code',
          code: 'VALIDATION_FAILED',
          issues: [
            {
              path: 'body.phoneNumber',
              message: 'Enter the phone number with its country code, e.g. +1 415 555 2671',
            },
          ],
        }),
    });
    act(() => vi.advanceTimersByTime(1000));

    await fillAndSubmit();

    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter the phone number with its country code, e.g. +1 415 555 2671',
    );
  });

  it('"Skip for now" hides it for the rest of the session', () => {
    const first = renderPopup();
    act(() => vi.advanceTimersByTime(1000));

    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SKIP_STORAGE_KEY)).toBe('google-user-1');

    // A reload in the same tab.
    first.unmount();
    renderPopup();
    act(() => vi.advanceTimersByTime(5000));
    expect(dialog()).not.toBeInTheDocument();
  });
});
