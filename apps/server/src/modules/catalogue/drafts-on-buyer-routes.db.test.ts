import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../db/schema';
import { registerBuyer, useSaleApp } from '../../test-support/commerce-fixture';
import { testEngine } from '../../test-support/test-database';

/** An id no template has: what a draft must be indistinguishable from. */
const MISSING_ID = '987654';

type Kind = 'video' | 'image' | 'direct-sell';

interface BuyerRoute {
  name: string;
  kinds: readonly Kind[];
  /** Signed in as a plain buyer, or as a visitor. */
  signedIn: boolean;
  request(templateId: string): {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: object;
  };
}

const scene = { version: 1, width: 1920, height: 1080, layers: [] };
const ALL: readonly Kind[] = ['video', 'image', 'direct-sell'];

/**
 * Every buyer route that names a template. Each one, asked for a draft, must answer exactly what
 * it answers for an id that does not exist: the status and the whole body.
 */
const BUYER_ROUTES: BuyerRoute[] = [
  {
    name: 'the video detail',
    kinds: ALL,
    signedIn: false,
    request: (id) => ({ method: 'GET', url: `/api/template/${id}` }),
  },
  {
    name: 'the image detail',
    kinds: ALL,
    signedIn: false,
    request: (id) => ({ method: 'GET', url: `/api/image-template/${id}` }),
  },
  {
    name: 'the ready-made detail',
    kinds: ALL,
    signedIn: false,
    request: (id) => ({ method: 'GET', url: `/api/direct-sell/${id}` }),
  },
  {
    name: 'the suggestions',
    kinds: ALL,
    signedIn: false,
    request: (id) => ({ method: 'GET', url: `/api/template/${id}/suggestions` }),
  },
  {
    name: 'the video link',
    kinds: ['direct-sell'],
    signedIn: true,
    request: (id) => ({ method: 'GET', url: `/api/video-url/${id}/${id}compiled.mp4` }),
  },
  {
    name: 'the free scene preview',
    kinds: ['video', 'image'],
    signedIn: true,
    request: (id) => ({
      method: 'POST',
      url: '/api/scene-exports/preview',
      body: { templateId: id, scene },
    }),
  },
  {
    name: 'the editor set-up',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({ method: 'GET', url: `/api/scene-exports/templates/${id}` }),
  },
  {
    name: 'the scene export order',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({
      method: 'POST',
      url: '/api/scene-exports',
      body: { templateId: id, scene },
    }),
  },
  {
    name: 'the render order',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({
      method: 'POST',
      url: '/api/renders',
      body: { templateId: id, uploadId: randomUUID(), placement: {}, preview: true },
    }),
  },
  {
    name: 'the design',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({ method: 'GET', url: `/api/drafts/${id}` }),
  },
  {
    name: 'saving a design',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({
      method: 'PUT',
      url: `/api/drafts/${id}`,
      body: { baseRevision: 0, scene },
    }),
  },
  {
    name: 'a like',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({ method: 'POST', url: '/api/add-to-liked', body: { templateId: id } }),
  },
  {
    name: 'an unlike',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({ method: 'DELETE', url: `/api/unlike-template/${id}` }),
  },
  {
    name: 'adding to the cart',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({ method: 'POST', url: '/api/add-to-cart', body: { templateId: id } }),
  },
  {
    name: 'a cart quantity',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({
      method: 'POST',
      url: '/api/update-cart-quantity',
      body: { templateId: id, delta: 1 },
    }),
  },
  {
    name: 'removing from the cart',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({ method: 'DELETE', url: `/api/cart/${id}` }),
  },
  {
    name: 'a purchase',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({ method: 'POST', url: '/api/purchase-template', body: { templateId: id } }),
  },
  {
    name: 'a download',
    kinds: ALL,
    signedIn: true,
    request: (id) => ({ method: 'POST', url: '/api/download-template', body: { templateId: id } }),
  },
];

/** What a buyer learns from an answer: its status and its body, less the request's own id. */
function answerOf(response: LightMyRequestResponse) {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json')) return { status: response.statusCode, type };
  const { requestId: _requestId, ...body } = response.json<Record<string, unknown>>();
  return { status: response.statusCode, body };
}

describe(`drafts on the buyers' routes on ${testEngine}`, () => {
  const sale = useSaleApp({
    video: { name: 'Unreleased Reel', price: 30 },
    image: { name: 'Unreleased Card', kind: 'image', price: 20 },
    'direct-sell': { name: 'Unreleased Film', kind: 'direct-sell', price: 40 },
  });
  let buyerToken: string;

  beforeAll(async () => {
    // Complete templates with their media: only their status keeps them from buyers.
    await sale.testApp.database.db
      .update(templates)
      .set({ status: 'draft' })
      .where(inArray(templates.id, Object.values(sale.ids).map(Number)));
    ({ token: buyerToken } = await registerBuyer(sale.testApp.app));
  });

  const send = (route: BuyerRoute, templateId: string) => {
    const { method, url, body } = route.request(templateId);
    return sale.testApp.app.inject({
      method,
      url,
      headers: route.signedIn ? { authorization: `Bearer ${buyerToken}` } : {},
      ...(body ? { payload: body } : {}),
    });
  };

  for (const route of BUYER_ROUTES) {
    for (const kind of route.kinds) {
      it(`answers ${route.name} of a ${kind} draft as of an id that does not exist`, async () => {
        const missing = answerOf(await send(route, MISSING_ID));
        const draft = answerOf(await send(route, sale.ids[kind]));
        expect(draft).toEqual(missing);
      });
    }
  }

  it('keeps drafts off the liked list, the cart and the checkout', async () => {
    const call = (method: 'GET' | 'POST', url: string, body?: object) =>
      sale.testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${buyerToken}` },
        ...(body ? { payload: body } : {}),
      });
    expect((await call('GET', '/api/liked-templates')).json()).toMatchObject({ templates: [] });
    expect((await call('GET', '/api/cart')).json()).toMatchObject({ lines: [], total: 0 });
    const checkout = await call('POST', '/api/checkout', {});
    expect(checkout.statusCode).toBe(400);
  });
});
