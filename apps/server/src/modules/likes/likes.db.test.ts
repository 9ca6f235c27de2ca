import { CommerceMessage, ErrorCode } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { INDIA_ADDRESS, registerBuyer, useSaleApp } from '../../test-support/commerce-fixture';
import { testEngine } from '../../test-support/test-database';

describe(`likes on ${testEngine}`, () => {
  const sale = useSaleApp({
    video: { name: 'Neon Intro', price: 120, priceInd: 60 },
    image: { name: 'Poster Frame', kind: 'image', price: 40 },
    film: { name: 'Ocean Film', kind: 'direct-sell', price: 90, priceInd: 45 },
  });
  const { ids } = sale;

  const likedIds = (body: { templates: { templateId: string }[] }) =>
    body.templates.map((template) => template.templateId);

  it('stores one like however often it is liked, and says so the second time', async () => {
    const { call } = await registerBuyer(sale.testApp.app);
    const first = await call('POST', '/api/add-to-liked', { templateId: ids.video });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      liked: true,
      alreadyLiked: false,
      message: CommerceMessage.liked,
    });
    const second = await call('POST', '/api/add-to-liked', { templateId: ids.video });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      liked: true,
      alreadyLiked: true,
      message: CommerceMessage.alreadyLiked,
    });
    // The `-template` suffix of the detail page's address names the same template.
    await call('POST', '/api/add-to-liked', { templateId: `${ids.video}-template` });
    const list = (await call('GET', '/api/liked-templates')).json();
    expect(likedIds(list)).toEqual([ids.video]);
  });

  it('takes a like back, and taking back one that is not there changes nothing', async () => {
    const { call } = await registerBuyer(sale.testApp.app);
    await call('POST', '/api/add-to-liked', { templateId: ids.image });
    await call('POST', '/api/add-to-liked', { templateId: ids.film });
    const unliked = await call('DELETE', `/api/unlike-template/${ids.image}`);
    expect(unliked.statusCode).toBe(200);
    expect(unliked.json()).toEqual({
      liked: false,
      alreadyLiked: false,
      message: CommerceMessage.unliked,
    });
    expect(likedIds((await call('GET', '/api/liked-templates')).json())).toEqual([ids.film]);

    const again = await call('DELETE', `/api/unlike-template/${ids.image}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().liked).toBe(false);
    expect(likedIds((await call('GET', '/api/liked-templates')).json())).toEqual([ids.film]);
    // Liked again after an unlike, it is a new like.
    const relike = await call('POST', '/api/add-to-liked', { templateId: ids.image });
    expect(relike.json().alreadyLiked).toBe(false);
  });

  it('lists templates of all three kinds, newest like first, with when each was liked', async () => {
    const { call } = await registerBuyer(sale.testApp.app);
    const before = Date.now();
    // Not in id order, so the list cannot pass by sorting on ids.
    for (const templateId of [ids.image, ids.film, ids.video]) {
      const response = await call('POST', '/api/add-to-liked', { templateId });
      expect(response.statusCode, templateId).toBe(200);
    }
    const after = Date.now();
    const { templates } = (await call('GET', '/api/liked-templates')).json();
    expect(likedIds({ templates })).toEqual([ids.video, ids.film, ids.image]);
    expect(templates.map((template: { kind: string }) => template.kind)).toEqual([
      'video',
      'direct-sell',
      'image',
    ]);
    const likedAt = templates.map((template: { likedAt: string }) => Date.parse(template.likedAt));
    for (const time of likedAt) {
      expect(time).toBeGreaterThanOrEqual(before - 1000);
      expect(time).toBeLessThanOrEqual(after + 1000);
    }
    expect([...likedAt].sort((a, b) => b - a)).toEqual(likedAt);
    expect(templates[0]).toMatchObject({
      templateName: 'Neon Intro',
      templatePrice: 120,
      templatePriceIND: 60,
      price: 120,
    });
  });

  it('prices the liked list for the caller’s region', async () => {
    const { call } = await registerBuyer(sale.testApp.app, INDIA_ADDRESS);
    await call('POST', '/api/add-to-liked', { templateId: ids.video });
    await call('POST', '/api/add-to-liked', { templateId: ids.image });
    const { templates } = (await call('GET', '/api/liked-templates')).json();
    // The India price where there is one, the global price where there is not.
    expect(
      templates.map((template: { templateId: string; price: number }) => [
        template.templateId,
        template.price,
      ]),
    ).toEqual([
      [ids.image, 40],
      [ids.video, 60],
    ]);
  });

  it('answers 404 for an unknown template and 400 for a malformed id', async () => {
    const { call } = await registerBuyer(sale.testApp.app);
    const unknown = await call('POST', '/api/add-to-liked', { templateId: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: CommerceMessage.templateNotFound,
      code: ErrorCode.NotFound,
    });
    for (const templateId of ['abc', '', '1e9', '12\u0000', -4, 1.5, null, undefined]) {
      const bad = await call('POST', '/api/add-to-liked', { templateId });
      expect(bad.statusCode, String(templateId)).toBe(400);
      expect(bad.json().code).toBe(ErrorCode.ValidationFailed);
      expect(bad.json().error, String(templateId)).toMatch(/templateId/);
    }
    for (const templateId of ['abc', '1.5', '-4', '%20']) {
      const bad = await call('DELETE', `/api/unlike-template/${templateId}`);
      expect(bad.statusCode, templateId).toBe(400);
    }
    expect((await call('GET', '/api/liked-templates')).json().templates).toEqual([]);
  });

  it('turns away a visitor without a session', async () => {
    const visitor = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      sale.testApp.app.inject({ method, url, ...(payload ? { payload } : {}) });
    const responses = await Promise.all([
      visitor('POST', '/api/add-to-liked', { templateId: ids.video }),
      visitor('DELETE', `/api/unlike-template/${ids.video}`),
      visitor('GET', '/api/liked-templates'),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(ErrorCode.Unauthorized);
    }
    const forged = await sale.testApp.app.inject({
      method: 'GET',
      url: '/api/liked-templates',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('keeps each user’s likes their own, and the profile lists them newest first', async () => {
    const owner = await registerBuyer(sale.testApp.app);
    const other = await registerBuyer(sale.testApp.app);
    await owner.call('POST', '/api/add-to-liked', { templateId: ids.film });
    await owner.call('POST', '/api/add-to-liked', { templateId: ids.video });
    await other.call('POST', '/api/add-to-liked', { templateId: ids.image });
    await other.call('DELETE', `/api/unlike-template/${ids.film}`);

    expect((await owner.call('GET', '/api/profile')).json().likedTemplates).toEqual([
      ids.video,
      ids.film,
    ]);
    expect((await other.call('GET', '/api/profile')).json().likedTemplates).toEqual([ids.image]);
    await owner.call('DELETE', `/api/unlike-template/${ids.video}`);
    expect((await owner.call('GET', '/api/profile')).json().likedTemplates).toEqual([ids.film]);
  });
});
