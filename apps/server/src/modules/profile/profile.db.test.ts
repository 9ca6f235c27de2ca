import { AccountMessage } from '@frameshop/contract';
import { PROFILE_PICTURE_MESSAGE } from '@frameshop/contract/profile-picture';
import { describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test-support/accounts-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';

describe(`profile on ${testEngine}`, () => {
  const testApp = useTestApp();

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('answers the profile without anything secret', async () => {
    const { token } = await registerAccount(testApp.app);
    const body = (await call('GET', '/api/profile', token)).json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'EmpFeild',
        'actualName',
        'cart',
        'countryCode',
        'creditPurchaseHistory',
        'createdAt',
        'credits',
        'email',
        'id',
        'googleOnly',
        'isGoogleUser',
        'likedTemplates',
        'paymentHistory',
        'phoneNumber',
        'profileIncomplete',
        'profilePicture',
        'purchasedTemplates',
        'role',
        'username',
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/argon2|password|tokenVersion|google_subject/i);
  });

  it('writes only what changed and says so', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const response = await call('PUT', '/api/profile', token, {
      actualName: 'New Name',
      EmpFeild: user.EmpFeild,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: AccountMessage.profileUpdated,
      usernameChanged: false,
      creditsAwarded: false,
      creditsAwardedAmount: 0,
      user: { actualName: 'New Name', EmpFeild: user.EmpFeild },
    });
    expect(response.json()).not.toHaveProperty('newToken');
  });

  it('answers a username change with a new token that works', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const renamed = `${user.username}.new`;
    const response = await call('PUT', '/api/profile', token, { username: renamed });
    expect(response.json()).toMatchObject({ usernameChanged: true, user: { username: renamed } });
    const { newToken } = response.json();
    const profile = await call('GET', '/api/profile', newToken);
    expect(profile.json().username).toBe(renamed);
  });

  it('refuses a taken username, an invalid one, and fields that are not editable', async () => {
    const first = await registerAccount(testApp.app);
    const second = await registerAccount(testApp.app);
    const taken = await call('PUT', '/api/profile', second.token, {
      username: first.user.username,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(AccountMessage.usernameTaken);

    const invalid = await call('PUT', '/api/profile', second.token, { username: 'a b' });
    expect(invalid.json().error).toBe(`body.username: ${AccountMessage.usernameCharacters}`);

    const sneaky = await call('PUT', '/api/profile', second.token, { credits: 99999 });
    expect(sneaky.statusCode).toBe(400);
    expect((await call('GET', '/api/user-credits', second.token)).json()).toEqual({ credits: 500 });
  });

  it('takes a profile picture only as an https link or a media path of the store', async () => {
    const { token } = await registerAccount(testApp.app);
    for (const picture of [
      'javascript:alert(document.cookie)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'http://example.com/me.png',
      'https://user:secret@example.com/me.png',
      'https://example.com/a b.png',
      '//example.com/me.png',
      '/media/private/compiled/film.mp4',
      '/media/public/../secrets.json',
    ]) {
      const response = await call('PUT', '/api/profile', token, { profilePicture: picture });
      expect(response.statusCode, picture).toBe(400);
      expect(response.json().error, picture).toContain(PROFILE_PICTURE_MESSAGE);
    }
    for (const picture of [
      'https://lh3.googleusercontent.com/a/photo=s96-c',
      '/media/public/avatars/ab12.jpg',
      '',
    ]) {
      const response = await call('PUT', '/api/profile', token, { profilePicture: picture });
      expect(response.statusCode, picture).toBe(200);
      expect(response.json().user.profilePicture).toBe(picture);
    }
  });

  it('checks username availability, on both paths', async () => {
    const first = await registerAccount(testApp.app);
    const second = await registerAccount(testApp.app);
    for (const url of ['/api/check-username', '/api/user/check-username']) {
      expect(
        (await call('POST', url, second.token, { username: first.user.username })).json(),
      ).toEqual({
        available: false,
        message: AccountMessage.usernameTaken,
      });
      expect(
        (await call('POST', url, second.token, { username: 'totally.free_name' })).json(),
      ).toEqual({
        available: true,
        message: AccountMessage.usernameAvailable,
      });
      // One's own name is not "taken" from one's own point of view.
      expect(
        (await call('POST', url, second.token, { username: second.user.username })).json()
          .available,
      ).toBe(true);
      expect((await call('POST', url, second.token, { username: 'ab' })).json()).toEqual({
        available: false,
        message: AccountMessage.usernameTooShort,
      });
    }
  });

  it('keeps every profile call behind sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile'],
      ['GET', '/api/user-credits'],
      ['POST', '/api/check-username'],
      ['POST', '/api/user/check-username'],
    ] as const) {
      const response = await testApp.app.inject({ method, url, payload: {} });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toBe(AccountMessage.noAuthToken);
    }
  });
});
