import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/ui/button';
import { json, publicConfig, sentBodies, stubApi } from '../../../test/fake-api';
import { renderUi } from '../../../test/render-ui';
import { ForgotPasswordDialog } from './forgot-password-dialog';

const GOOD_CODE = '246810';

function Harness({ onReset }: { onReset?: (email: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Forgot your password?</Button>
      <ForgotPasswordDialog open={open} onClose={() => setOpen(false)} onReset={onReset} />
    </>
  );
}

function resetApi(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/public-config': () =>
      json(200, publicConfig({ googleClientId: null, devMailbox: false })),
    'POST /api/check-user-exists': async (request) => {
      const { email } = (await request.json()) as { email: string };
      return email === 'maya@example.com'
        ? json(200, { exists: true })
        : json(404, {
            error: 'No user found with this email address. Please create a new account.',
            code: 'NOT_FOUND',
          });
    },
    'POST /api/send-email-otp': () =>
      json(200, { message: 'Sent.', resendAfterSeconds: 60, expiresInSeconds: 600 }),
    'POST /api/resend-email-otp': () =>
      json(200, { message: 'Sent again.', resendAfterSeconds: 60, expiresInSeconds: 600 }),
    'POST /api/verify-email-otp': async (request) => {
      const { otp } = (await request.json()) as { otp: string };
      return otp === GOOD_CODE
        ? json(200, { verified: true, message: 'Email verified.' })
        : json(400, { error: 'That code is not right. 4 tries left.', code: 'BAD_REQUEST' });
    },
    'POST /api/reset-password': () =>
      json(200, { message: 'Password reset successfully! Please log in with your new password.' }),
    ...extra,
  });
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  return screen.getByRole('dialog', { name: 'Reset your password' });
}

async function toStepTwo(user: ReturnType<typeof userEvent.setup>) {
  await open(user);
  await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText('Step 2 of 3');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('forgot-password dialog', () => {
  it('step 1 asks for the email, then reports an unknown one', async () => {
    const user = userEvent.setup();
    const fetchMock = resetApi();
    renderUi(<Harness />);
    await open(user);

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(email).toHaveFocus();

    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'No user found with this email address. Please create a new account.',
      ),
    );
    expect(await sentBodies(fetchMock, 'POST /api/send-email-otp')).toHaveLength(0);
  });

  it('checks the account exists, then sends a reset code', async () => {
    const user = userEvent.setup();
    const fetchMock = resetApi();
    renderUi(<Harness />);

    await toStepTwo(user);

    expect(await sentBodies(fetchMock, 'POST /api/check-user-exists')).toEqual([
      { email: 'maya@example.com' },
    ]);
    expect(await sentBodies(fetchMock, 'POST /api/send-email-otp')).toEqual([
      { email: 'maya@example.com', purpose: 'reset' },
    ]);
    expect(screen.getByLabelText('OTP')).toHaveFocus();
  });

  it('says "Failed to check user" when the check fails without a message', async () => {
    const user = userEvent.setup();
    resetApi({ 'POST /api/check-user-exists': () => json(200, { nope: 1 }) });
    renderUi(<Harness />);
    await open(user);

    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('Failed to check user')).toBeInTheDocument();
  });

  it('counts 60 s down before a resend is offered, and restarts after each send', async () => {
    vi.useFakeTimers();
    const fetchMock = resetApi();
    renderUi(<Harness />);
    // fireEvent, not userEvent: userEvent schedules its own timers, which fake timers would hold up.
    const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'maya@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await settle();
    await settle();

    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('Resend OTP in 1s')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await settle();

    expect(await sentBodies(fetchMock, 'POST /api/resend-email-otp')).toEqual([
      { email: 'maya@example.com', purpose: 'reset' },
    ]);
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
  });

  it('step 2 requires the code and shows the server’s answer to a wrong one', async () => {
    const user = userEvent.setup();
    resetApi();
    renderUi(<Harness />);
    await toStepTwo(user);

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription(/Please enter the OTP/);

    await user.type(screen.getByLabelText('OTP'), '12a3');
    expect(screen.getByLabelText('OTP')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription(/The OTP is 6 digits/);

    await user.type(screen.getByLabelText('OTP'), '456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeInTheDocument();
  });

  it('step 3 applies the three password rules, then resets, announces it and closes', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const fetchMock = resetApi();
    renderUi(<Harness onReset={onReset} />);
    await toStepTwo(user);
    await user.type(screen.getByLabelText('OTP'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Step 3 of 3');
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    const fresh = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');

    await user.click(submit);
    expect(fresh).toHaveAccessibleDescription('Please fill in both password fields');

    await user.type(fresh, 'abcdef');
    await user.type(confirm, 'abcdeg');
    await user.click(submit);
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(confirm).toHaveClass('border-danger-600');

    await user.clear(fresh);
    await user.clear(confirm);
    await user.type(fresh, 'abc');
    await user.type(confirm, 'abc');
    expect(confirm).toHaveClass('border-success-600');
    await user.click(submit);
    expect(fresh).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(await sentBodies(fetchMock, 'POST /api/reset-password')).toHaveLength(0);

    await user.type(fresh, 'defg');
    await user.type(confirm, 'defg');
    await user.click(submit);

    expect(
      await screen.findByText('Password reset successfully! Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onReset).toHaveBeenCalledWith('maya@example.com');
    expect(await sentBodies(fetchMock, 'POST /api/reset-password')).toEqual([
      { email: 'maya@example.com', newPassword: 'abcdefg', verifiedOtp: true },
    ]);
  });

  it('shows "Failed to reset password" when the reset fails without a message', async () => {
    const user = userEvent.setup();
    resetApi({ 'POST /api/reset-password': () => new Response('oops', { status: 502 }) });
    renderUi(<Harness />);
    await toStepTwo(user);
    await user.type(screen.getByLabelText('OTP'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await user.type(await screen.findByLabelText('New password'), 'abcdefg');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password');
  });

  it('starts again at step 1 every time it is opened', async () => {
    const user = userEvent.setup();
    resetApi();
    renderUi(<Harness />);
    await toStepTwo(user);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open(user);

    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });
});
