import { AccountMessage } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { generatedVideos } from '../../db/schema';
import { bearer, registerAccount } from '../../test-support/accounts-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';

describe(`generated videos on ${testEngine}`, () => {
  const testApp = useTestApp();

  const call = (method: 'GET', url: string, token: string) =>
    testApp.app.inject({ method, url, headers: bearer(token) });

  it("lists only the user's own generated videos, newest first", async () => {
    const mine = await registerAccount(testApp.app);
    const theirs = await registerAccount(testApp.app);
    await testApp.database.db.insert(generatedVideos).values([
      {
        userId: mine.user.id,
        templateId: '101',
        templateName: 'Neon Intro',
        status: 'completed',
        createdAt: new Date('2026-01-01'),
      },
      {
        userId: mine.user.id,
        templateId: '102',
        templateName: 'Promo',
        status: 'failed',
        errorMessage: 'The clip could not be read.',
        createdAt: new Date('2026-02-01'),
      },
      { userId: theirs.user.id, templateId: '103', templateName: 'Other', status: 'queued' },
    ]);
    const { videos } = (await call('GET', '/api/user-generated-videos', mine.token)).json();
    expect(videos.map((video: { templateId: string }) => video.templateId)).toEqual(['102', '101']);
    expect(videos[0]).toMatchObject({
      status: 'failed',
      errorMessage: 'The clip could not be read.',
      templateName: 'Promo',
    });
    expect(
      (await call('GET', '/api/user-generated-videos', theirs.token)).json().videos,
    ).toHaveLength(1);
  });

  it('answers only a signed-in user', async () => {
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/user-generated-videos',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(AccountMessage.noAuthToken);
    const forged = await call('GET', '/api/user-generated-videos', 'not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe(AccountMessage.sessionExpired);
  });
});
