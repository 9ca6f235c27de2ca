import { AccountControlMessage, AccountExportMessage } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, publicConfig, sentBodies, stubApi, testUser } from '../../../../test/fake-api';
import { fakeGoogle } from '../../testing/fake-google';
import { userFromWire } from '../../../../lib/user-profile';
import { renderUi } from '../../../../test/render-ui';
import { AccountSecurity } from './account-security';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The calls a form made: the export card's look at the latest export, on opening, aside. */
function formCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      !(String(input).endsWith('/api/account/export') && (init?.method ?? 'GET') === 'GET'),
  );
}

function renderSecurity(user = testUser) {
  const handlers = {
    onTokenRenewed: vi.fn(),
    onProfileChanged: vi.fn(),
    onSignedOut: vi.fn(),
  };
  renderUi(<AccountSecurity user={userFromWire(user)} {...handlers} />);
  return handlers;
}

describe('AccountSecurity', () => {
  it('changes the password with the current one, and moves the session to the new token', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/account/password': async (request) => {
        const body = (await request.json()) as { currentPassword: string };
        return body.currentPassword === 'old secret'
          ? json(200, {
              token: 'new-token',
              user: testUser,
              message: AccountControlMessage.passwordChanged,
            })
          : json(400, {
              error: AccountControlMessage.currentPasswordWrong,
              code: 'BAD_REQUEST',
              field: 'currentPassword',
            });
      },
    });
    const { onTokenRenewed } = renderSecurity();
    const form = screen.getByRole('form', { name: 'Change password' });

    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText('Current password')).toHaveFocus();
    expect(formCalls(fetchMock)).toEqual([]);

    await user.type(within(form).getByLabelText('Current password'), 'wrong one');
    await user.type(within(form).getByLabelText('New password'), 'a new secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'a new secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(AccountControlMessage.currentPasswordWrong)).toBeVisible();
    expect(onTokenRenewed).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'old secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(onTokenRenewed).toHaveBeenCalledWith('new-token', userFromWire(testUser)),
    );
    expect(await screen.findByText(AccountControlMessage.passwordChanged)).toBeVisible();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(await sentBodies(fetchMock, 'POST /api/account/password')).toEqual([
      { currentPassword: 'wrong one', newPassword: 'a new secret' },
      { currentPassword: 'old secret', newPassword: 'a new secret' },
    ]);
  });

  it('refuses a confirmation that differs before anything is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderSecurity();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old secret');
    await user.type(within(form).getByLabelText('New password'), 'a new secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'another');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText('Confirm new password')).toHaveFocus();
    expect(formCalls(fetchMock)).toEqual([]);
  });

  it('moves the account to a new address with the code sent there', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/account/email': () =>
        json(200, {
          message: 'We sent a 6-digit code to new@example.com.',
          resendAfterSeconds: 60,
          expiresInSeconds: 600,
        }),
      'POST /api/account/email/verify': () =>
        json(200, {
          message: AccountControlMessage.emailChanged,
          user: { ...testUser, email: 'new@example.com' },
        }),
    });
    const { onProfileChanged } = renderSecurity();
    const form = screen.getByRole('form', { name: 'Change email address' });

    await user.type(within(form).getByLabelText('New email address'), 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(within(form).getByLabelText('New email address')).toHaveFocus();
    expect(formCalls(fetchMock)).toEqual([]);

    await user.clear(within(form).getByLabelText('New email address'));
    await user.type(within(form).getByLabelText('New email address'), ' New@Example.com');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    const code = await within(form).findByLabelText('Verification code');
    expect(within(form).getByText('We sent a 6-digit code to new@example.com.')).toBeVisible();
    await user.type(code, '123456');
    await user.click(within(form).getByRole('button', { name: 'Confirm new address' }));

    await vi.waitFor(() => expect(onProfileChanged).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(AccountControlMessage.emailChanged)).toBeVisible();
    expect(await sentBodies(fetchMock, 'POST /api/account/email')).toEqual([
      { email: 'new@example.com' },
    ]);
    expect(await sentBodies(fetchMock, 'POST /api/account/email/verify')).toEqual([
      { email: 'new@example.com', otp: '123456' },
    ]);
    expect(within(form).queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('says why no code was sent, with the reference to quote, and keeps the address typed', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/account/email': () =>
        json(409, {
          error: 'That email address belongs to another account.',
          code: 'CONFLICT',
          requestId: '1a2b3c4d5e6f7081',
        }),
    });
    renderSecurity();
    const form = screen.getByRole('form', { name: 'Change email address' });

    await user.type(within(form).getByLabelText('New email address'), 'taken@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('That email address belongs to another account.');
    expect(alert).toHaveTextContent('Reference: 1a2b3c4d5e6f7081');
    expect(within(form).getByLabelText('New email address')).toHaveValue('taken@example.com');
    expect(within(form).queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('signs out of every device after a confirmation, and not before', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/account/sign-out-everywhere': () =>
        json(200, { message: AccountControlMessage.signedOutEverywhere }),
    });
    const { onSignedOut } = renderSecurity();

    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    const confirm = screen.getByRole('group', { name: 'Confirm signing out everywhere' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(formCalls(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(await sentBodies(fetchMock, 'POST /api/account/sign-out-everywhere')).toEqual([{}]);
  });

  it('closes the account only with the password and the warning understood', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/account/close': async (request) => {
        const { password } = (await request.json()) as { password: string };
        return password === 'my secret'
          ? json(200, { closed: true, message: AccountControlMessage.accountClosed })
          : json(400, {
              error: AccountControlMessage.currentPasswordWrong,
              code: 'BAD_REQUEST',
              field: 'password',
            });
      },
    });
    const { onSignedOut } = renderSecurity();

    await user.click(screen.getByRole('button', { name: 'Close account…' }));
    const form = screen.getByRole('form', { name: 'Close account' });
    expect(form).toHaveTextContent(
      `Your ${testUser.credits.toLocaleString('en-US')} credits are forfeited`,
    );
    await user.click(within(form).getByRole('button', { name: 'Close my account' }));
    expect(within(form).getByText(AccountControlMessage.closeNeedsProof)).toBeVisible();
    expect(within(form).getByLabelText('Your password')).toHaveFocus();

    await user.type(within(form).getByLabelText('Your password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Close my account' }));
    expect(within(form).getByRole('checkbox')).toHaveFocus();
    expect(formCalls(fetchMock)).toEqual([]);

    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Close my account' }));
    expect(await within(form).findByText(AccountControlMessage.currentPasswordWrong)).toBeVisible();
    expect(onSignedOut).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Your password'));
    await user.type(within(form).getByLabelText('Your password'), 'my secret');
    await user.click(within(form).getByRole('button', { name: 'Close my account' }));
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(await sentBodies(fetchMock, 'POST /api/account/close')).toEqual([
      { password: 'wrong' },
      { password: 'my secret' },
    ]);
  });

  it('closes a Google-only account with Google’s button, once the warning is understood', async () => {
    const user = userEvent.setup();
    const google = fakeGoogle('Sign in with Google');
    const fetchMock = stubApi({
      'GET /api/public-config': () =>
        json(200, publicConfig({ googleClientId: 'client-123.apps.googleusercontent.com' })),
      'POST /api/account/close': async (request) => {
        const { googleCredential } = (await request.json()) as { googleCredential: string };
        return googleCredential === 'own-google-token'
          ? json(200, { closed: true, message: AccountControlMessage.accountClosed })
          : json(403, { error: AccountControlMessage.googleDoesNotMatch, code: 'FORBIDDEN' });
      },
    });
    const { onSignedOut } = renderSecurity({ ...testUser, isGoogleUser: true, googleOnly: true });

    await user.click(screen.getByRole('button', { name: 'Close account…' }));
    const form = screen.getByRole('form', { name: 'Close account' });
    expect(within(form).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(
      within(form).queryByRole('button', { name: 'Close my account' }),
    ).not.toBeInTheDocument();
    await within(form).findByRole('button', { name: 'Sign in with Google' });
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com' }),
    );

    // Google answers before the box is ticked: nothing is sent.
    google.respond({ credential: 'own-google-token' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Tick the box');
    expect(within(form).getByRole('checkbox')).toHaveFocus();

    await user.click(within(form).getByRole('checkbox'));
    google.respond({ credential: 'someone-elses-token' });
    expect(await within(form).findByText(AccountControlMessage.googleDoesNotMatch)).toBeVisible();
    expect(onSignedOut).not.toHaveBeenCalled();

    google.respond({ credential: 'own-google-token' });
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(await sentBodies(fetchMock, 'POST /api/account/close')).toEqual([
      { googleCredential: 'someone-elses-token' },
      { googleCredential: 'own-google-token' },
    ]);
    google.remove();
  });

  it('tells a Google-only account how to close it when this store has no Google sign-in', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/public-config': () => json(200, publicConfig()) });
    renderSecurity({ ...testUser, isGoogleUser: true, googleOnly: true });
    await user.click(screen.getByRole('button', { name: 'Close account…' }));
    expect(await screen.findByText(AccountControlMessage.closeNeedsGoogle)).toBeVisible();
  });

  it('keeps the account when the person changes their mind', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderSecurity();
    await user.click(screen.getByRole('button', { name: 'Close account…' }));
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('form', { name: 'Close account' })).not.toBeInTheDocument();
    expect(formCalls(fetchMock)).toEqual([]);
  });

  it('exports the data with its progress, then offers the download', async () => {
    const user = userEvent.setup();
    const made = {
      exportId: '6f1c2a9e-8a47-4c55-9d52-3b1f0e7a2c11',
      status: 'queued',
      progress: 0,
      createdAt: '2026-11-26T10:00:00.000Z',
      readyAt: null,
      expiresAt: null,
      bytes: null,
      downloadUrl: null,
      fileName: 'frameshop-data-2026-11-26.zip',
      failureReason: null,
      nextExportAt: null,
    };
    const answers = [
      { ...made, status: 'running', progress: 40 },
      {
        ...made,
        status: 'ready',
        progress: 100,
        bytes: 3 * 1024 * 1024,
        downloadUrl: '/media/private/exports/a.zip?exp=1&sig=x',
        nextExportAt: '2026-11-27T10:00:00.000Z',
      },
    ];
    const fetchMock = stubApi({
      'GET /api/account/export': () => json(200, { latest: null }),
      'POST /api/account/export': () =>
        json(200, { ...made, message: AccountExportMessage.started }),
      [`GET /api/account/export/${made.exportId}`]: () =>
        json(200, answers.length > 1 ? answers.shift() : answers[0]),
    });
    renderSecurity();

    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(AccountExportMessage.started)).toBeVisible();
    expect(await screen.findByRole('progressbar', { name: 'Packing your data' })).toBeVisible();
    const download = await screen.findByRole('link', { name: 'Download ZIP' }, { timeout: 5000 });
    expect(download).toHaveAttribute('href', '/media/private/exports/a.zip?exp=1&sig=x');
    expect(download).toHaveAttribute('download', 'frameshop-data-2026-11-26.zip');
    expect(screen.getByText(/is ready \(3\.0 MB\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export again' })).toBeEnabled();
    expect(await sentBodies(fetchMock, 'POST /api/account/export')).toEqual([{}]);
  });

  it('shows the latest export on opening, and says so when asked again within a day', async () => {
    const user = userEvent.setup();
    const ready = {
      exportId: '6f1c2a9e-8a47-4c55-9d52-3b1f0e7a2c12',
      status: 'ready',
      progress: 100,
      createdAt: '2026-11-26T10:00:00.000Z',
      readyAt: '2026-11-26T10:01:00.000Z',
      expiresAt: '2026-11-28T10:01:00.000Z',
      bytes: 2048,
      downloadUrl: '/media/private/exports/b.zip?exp=1&sig=y',
      fileName: 'frameshop-data-2026-11-26.zip',
      failureReason: null,
      nextExportAt: '2026-11-27T10:00:00.000Z',
    };
    const fetchMock = stubApi({
      'GET /api/account/export': () => json(200, { latest: ready }),
      'POST /api/account/export': () =>
        json(200, { ...ready, message: AccountExportMessage.stillReady }),
    });
    renderSecurity();

    const download = await screen.findByRole('link', { name: 'Download ZIP' });
    expect(download).toHaveAttribute('href', ready.downloadUrl);
    expect(screen.getByText(/You can make a new export from Nov 27, 2026/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Export again' }));
    expect(await screen.findByText(AccountExportMessage.stillReady)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Download ZIP' })).toHaveLength(1);
    expect(await sentBodies(fetchMock, 'POST /api/account/export')).toEqual([{}]);
  });
});
