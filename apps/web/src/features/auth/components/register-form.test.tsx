import { AccountMessage } from '@frameshop/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/token-store';
import { json, publicConfig, sentBodies, stubApi, testUser } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const GOOD_CODE = '123456';

const sent = (where: string) => ({
  message: `We sent a 6-digit code to ${where}.`,
  resendAfterSeconds: 60,
  expiresInSeconds: 600,
});

async function verifyCheck(request: Request) {
  const { otp } = (await request.json()) as { otp: string };
  return otp === GOOD_CODE
    ? json(200, { verified: true, message: 'Verified.' })
    : json(400, { error: 'That code is not right. 4 tries left.', code: 'BAD_REQUEST' });
}

/** The OTP and registration calls of a server that accepts the code 123456. */
function registrationApi(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/public-config': () =>
      json(200, publicConfig({ googleClientId: null, devMailbox: true })),
    'POST /api/send-email-otp': async (request) =>
      json(200, sent(((await request.json()) as { email: string }).email)),
    'POST /api/verify-email-otp': verifyCheck,
    'POST /api/send-phone-otp': async (request) =>
      json(200, sent(((await request.json()) as { phoneNumber: string }).phoneNumber)),
    'POST /api/verify-phone-otp': verifyCheck,
    'POST /api/register': () => json(201, { token: 'new-token', user: testUser }),
    'GET /api/profile': () => json(200, testUser),
    ...extra,
  });
}

async function openRegister(extra: Parameters<typeof stubApi>[0] = {}) {
  const user = userEvent.setup();
  const fetchMock = registrationApi(extra);
  const view = renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
  return { user, fetchMock, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

const sendButtons = () => screen.getAllByRole('button', { name: 'Send OTP' });

async function verifyEmail(user: User, email = 'ana@example.com') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(sendButtons()[0] as HTMLElement);
  const code = await screen.findByLabelText('Email verification code');
  await user.type(code, GOOD_CODE);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('Email verified');
}

async function verifyPhone(user: User) {
  await user.type(screen.getByLabelText('Phone number'), '555 123 4567');
  await user.click(sendButtons().at(-1) as HTMLElement);
  const code = await screen.findByLabelText('Phone verification code');
  await user.type(code, GOOD_CODE);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('Phone verified');
}

async function fillTheRest(user: User) {
  await user.type(screen.getByLabelText('Username'), 'ana.k');
  await user.type(screen.getByLabelText('Full name'), 'Ana Kim');
  await user.selectOptions(screen.getByLabelText('Employment field'), 'Brand');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'secret12');
}

describe('registration form', () => {
  it('asks for an email before sending a code', async () => {
    const { user, fetchMock } = await openRegister();

    await user.click(sendButtons()[0] as HTMLElement);

    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription('Please enter an email address');
    expect(email).toHaveFocus();
    expect(await sentBodies(fetchMock, 'POST /api/send-email-otp')).toHaveLength(0);
  });

  it('will not create the account before the email and phone are verified', async () => {
    const { user, fetchMock } = await openRegister();
    await fillTheRest(user);
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Phone number'), '555 123 4567');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please verify your email address first',
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please verify your phone number first',
    );
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(await sentBodies(fetchMock, 'POST /api/register')).toHaveLength(0);
  });

  it('verifies the email with its code, showing the server’s message for a wrong one', async () => {
    const { user, fetchMock } = await openRegister();
    await user.type(screen.getByLabelText('Email address'), 'Ana@Example.com');
    await user.click(sendButtons()[0] as HTMLElement);

    const code = await screen.findByLabelText('Email verification code');
    expect(code).toHaveFocus();
    expect(screen.getByText('We sent a 6-digit code to ana@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /dev mailbox/ })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription(/Please enter the OTP/);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email verification code')).not.toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST /api/send-email-otp')).toEqual([
      { email: 'ana@example.com', purpose: 'register' },
    ]);
  });

  it('shows why a code could not be sent (an email that already has an account)', async () => {
    const { user } = await openRegister({
      'POST /api/send-email-otp': () =>
        json(409, {
          error: 'An account with this email already exists. Please sign in instead.',
          code: 'CONFLICT',
          field: 'email',
        }),
    });
    await user.type(screen.getByLabelText('Email address'), 'taken@example.com');
    await user.click(sendButtons()[0] as HTMLElement);

    expect(
      await screen.findByText('An account with this email already exists. Please sign in instead.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Network error occurred" when the code request never reaches the server', async () => {
    const { user } = await openRegister({
      'POST /api/send-email-otp': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.click(sendButtons()[0] as HTMLElement);

    expect(await screen.findByText('Network error occurred')).toBeInTheDocument();
  });

  it('sends a number typed with its own country code as typed, and shows why the store will not text it', async () => {
    const countryRefused =
      'This store does not text numbers in Bangladesh. Please use a mobile number from another country.';
    const { user, fetchMock } = await openRegister({
      'POST /api/send-phone-otp': () =>
        json(400, { error: countryRefused, code: 'BAD_REQUEST', field: 'phoneNumber' }),
    });
    await user.type(screen.getByLabelText('Phone number'), '+880 1712 345678');
    await user.click(sendButtons().at(-1) as HTMLElement);

    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(countryRefused));
    expect(await sentBodies(fetchMock, 'POST /api/send-phone-otp')).toEqual([
      { phoneNumber: '+880 1712 345678' },
    ]);
  });

  it('says a number with letters in it must be digits, sending nothing', async () => {
    const { user, fetchMock } = await openRegister();
    await user.type(screen.getByLabelText('Phone number'), '415 555 CALL');
    await user.click(sendButtons().at(-1) as HTMLElement);

    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAccessibleDescription(
      'A phone number has only digits: take out the letters.',
    );
    expect(phone).toHaveFocus();
    expect(await sentBodies(fetchMock, 'POST /api/send-phone-otp')).toHaveLength(0);
  });

  it('forgets the verification when the email changes', async () => {
    const { user, fetchMock } = await openRegister();
    await verifyEmail(user);
    await verifyPhone(user);
    await fillTheRest(user);

    await user.type(screen.getByLabelText('Email address'), 'x');
    expect(screen.queryByText('Email verified')).not.toBeInTheDocument();
    expect(sendButtons()[0]).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please verify your email address first',
    );
    expect(screen.getByText('Phone verified')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST /api/register')).toHaveLength(0);
  });

  it('creates the account, stores the session for the tab, welcomes the user and goes home', async () => {
    const { user, fetchMock, router } = await openRegister();
    await verifyEmail(user);
    await verifyPhone(user);
    await fillTheRest(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText(
        'Welcome to Frameshop, Maya Lin! Your 500 credits are ready to spend.',
      ),
    ).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST /api/register')).toEqual([
      {
        username: 'ana.k',
        email: 'ana@example.com',
        password: 'secret12',
        actualName: 'Ana Kim',
        phoneNumber: '+15551234567',
        countryCode: '+1',
        EmpFeild: 'Brand',
        rememberMe: false,
      },
    ]);
    expect(await sentBodies(fetchMock, 'POST /api/send-phone-otp')).toEqual([
      { phoneNumber: '+1 555 123 4567' },
    ]);
    expect(JSON.parse(sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? '')).toMatchObject({
      token: 'new-token',
      rememberMe: false,
    });
  });

  it('says why a new account starts at 0 credits when an earlier one of the person had them', async () => {
    const { user, router } = await openRegister({
      'POST /api/register': () =>
        json(201, {
          token: 'new-token',
          user: { ...testUser, credits: 0 },
          notice: AccountMessage.signupBonusWithheld,
        }),
      'GET /api/profile': () => json(200, { ...testUser, credits: 0 }),
    });
    await verifyEmail(user);
    await verifyPhone(user);
    await fillTheRest(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText(
        `Welcome to Frameshop, Maya Lin! ${AccountMessage.signupBonusWithheld}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/are ready to spend/)).not.toBeInTheDocument();
  });

  it('asks for free text when the employment field is Others, and sends that text', async () => {
    const { user, fetchMock } = await openRegister();
    await verifyEmail(user);
    await verifyPhone(user);
    await fillTheRest(user);
    expect(screen.queryByLabelText('Your employment field')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Employment field'), 'Others');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const other = screen.getByLabelText('Your employment field');
    expect(other).toHaveAccessibleDescription('Please describe your employment field');
    expect(other).toHaveFocus();

    await user.type(other, 'Wedding films');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(async () =>
      expect(await sentBodies(fetchMock, 'POST /api/register')).toHaveLength(1),
    );
    const [body] = (await sentBodies(fetchMock, 'POST /api/register')) as [{ EmpFeild: string }];
    expect(body.EmpFeild).toBe('Wedding films');
  });

  it('colours the password confirmation green on a match and red on a mismatch', async () => {
    const { user } = await openRegister();
    const confirm = screen.getByLabelText('Confirm password');
    await user.type(screen.getByLabelText('Password'), 'secret12');

    await user.type(confirm, 'secret1');
    expect(confirm).toHaveClass('border-danger-600');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');

    await user.type(confirm, '2');
    expect(confirm).toHaveClass('border-success-600');
    expect(confirm).toHaveAccessibleDescription('Passwords match');
  });

  it('puts the server’s field errors on their fields and keeps everything typed', async () => {
    const { user } = await openRegister({
      'POST /api/register': () =>
        json(409, { error: 'Username is already taken', code: 'CONFLICT', field: 'username' }),
    });
    await verifyEmail(user);
    await verifyPhone(user);
    await fillTheRest(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const username = await screen.findByLabelText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription(/Username is already taken/));
    expect(username).toHaveFocus();
    expect(username).toHaveValue('ana.k');
    expect(screen.getByLabelText('Password')).toHaveValue('secret12');
    expect(screen.getByText('Email verified')).toBeInTheDocument();
  });

  it('offers 35 country codes with +1 selected', async () => {
    await openRegister();
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(select).toHaveValue('+1');
    expect(select.querySelectorAll('option')).toHaveLength(35);
  });

  it('asks for the number alone when the store does not verify phones, and registers with it', async () => {
    let registrations = 0;
    const { user, fetchMock, router } = await openRegister({
      'GET /api/public-config': () =>
        json(200, publicConfig({ googleClientId: null, phoneVerification: false })),
      'POST /api/register': () =>
        (registrations += 1) === 1
          ? json(400, {
              error: 'This is not a mobile number in the country of its code.',
              code: 'BAD_REQUEST',
              field: 'phoneNumber',
            })
          : json(201, { token: 'new-token', user: testUser }),
    });
    // The email's button only: the phone has none.
    await waitFor(() => expect(sendButtons()).toHaveLength(1));
    await verifyEmail(user);
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'A mobile number, with its country code.',
    );
    await user.type(screen.getByLabelText('Phone number'), '123 456 7890');
    await fillTheRest(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const phone = await screen.findByLabelText('Phone number');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        /This is not a mobile number in the country of its code\./,
      ),
    );

    await user.clear(phone);
    await user.type(phone, '415 555 2671');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const registered = (await sentBodies(fetchMock, 'POST /api/register')) as {
      phoneNumber: string;
    }[];
    expect(registered.map((body) => body.phoneNumber)).toEqual(['+11234567890', '+14155552671']);
    expect(await sentBodies(fetchMock, 'POST /api/send-phone-otp')).toHaveLength(0);
  });
});
