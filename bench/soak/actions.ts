import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { orderRender, payForCreditPack } from '../../apps/server/src/cluster/buyer-journey';
import { PRICE } from '../../apps/server/src/cluster/cluster-stack';
import { caller } from '../../apps/server/src/test-support/commerce-fixture';
import { arrive, type Visitor } from './visitor';
import type { ListedTemplate, World } from './world';

/** The parts of a visit, in the store's proportions (issue 39). */
export type ActionGroup =
  | 'browse and search'
  | 'sign-up and sign-in'
  | 'likes and cart'
  | 'purchases and checkouts'
  | 'renders and exports';

export interface Action {
  name: string;
  group: ActionGroup;
  /** Share of all actions, in percent. */
  weight: number;
  /** Takes the action; answers the visitor after it (a sign-up is a new visitor). */
  run(world: World, visitor: Visitor): Promise<Visitor>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Throws unless `answer` has `status`: the recorder has counted it already. */
function expect(answer: LightMyRequestResponse, status: number, what: string) {
  if (answer.statusCode !== status) throw new Error(`${what} answered ${answer.statusCode}`);
  return answer;
}

const detailPathOf: Record<ListedTemplate['kind'], string> = {
  video: '/api/template/',
  image: '/api/image-template/',
  'direct-sell': '/api/direct-sell/',
};

const get = (visitor: Visitor, url: string) => visitor.near.inject({ method: 'GET', url });
const call = (visitor: Visitor) => caller(visitor.near, visitor.token);
const spendKey = () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() });

// ── Browsing and searching: anonymous, as most of the catalogue's visitors are ────────────────

const browse: Action[] = [
  {
    name: 'list the catalogue',
    group: 'browse and search',
    weight: 22,
    run: async (_world, visitor) => {
      const sort = pick(['popularity', 'price-low-high', 'price-high-low']);
      expect(await get(visitor, `/api/templates?sort=${sort}`), 200, 'the list');
      return visitor;
    },
  },
  {
    name: 'page further',
    group: 'browse and search',
    weight: 6,
    run: async (_world, visitor) => {
      const first = expect(await get(visitor, '/api/templates'), 200, 'the list');
      const cursor = first.json().nextCursor as string | null;
      if (cursor) {
        const next = `/api/templates?cursor=${encodeURIComponent(cursor)}`;
        expect(await get(visitor, next), 200, 'the next page');
      }
      return visitor;
    },
  },
  {
    name: 'search',
    group: 'browse and search',
    weight: 14,
    run: async (world, visitor) => {
      const word = pick(pick(world.catalogue).name.split(' '));
      expect(await get(visitor, `/api/templates?q=${encodeURIComponent(word)}`), 200, 'search');
      return visitor;
    },
  },
  {
    name: 'filter by section',
    group: 'browse and search',
    weight: 6,
    run: async (world, visitor) => {
      const section = pick(pick(world.catalogue).sections) ?? 'Section 01';
      const url = `/api/templates?section=${encodeURIComponent(section)}`;
      expect(await get(visitor, url), 200, 'a section');
      return visitor;
    },
  },
  {
    name: 'image templates',
    group: 'browse and search',
    weight: 4,
    run: async (_world, visitor) => {
      expect(await get(visitor, '/api/image-templates'), 200, 'the image list');
      return visitor;
    },
  },
  {
    name: 'a template page',
    group: 'browse and search',
    weight: 14,
    run: async (world, visitor) => {
      const template = pick(world.catalogue);
      expect(await get(visitor, `${detailPathOf[template.kind]}${template.id}`), 200, 'a page');
      return visitor;
    },
  },
  {
    name: 'suggestions',
    group: 'browse and search',
    weight: 4,
    run: async (world, visitor) => {
      const template = pick(world.catalogue.filter((listed) => listed.kind === 'video'));
      expect(await get(visitor, `/api/template/${template.id}/suggestions`), 200, 'suggestions');
      return visitor;
    },
  },
];

// ── Accounts ─────────────────────────────────────────────────────────────────────────────────

const accounts: Action[] = [
  {
    name: 'sign up (a new visitor)',
    group: 'sign-up and sign-in',
    weight: 4,
    run: async (world, visitor) => {
      const newcomer = await arrive(world, visitor.slot);
      await visitor.leave();
      return newcomer;
    },
  },
  {
    name: 'sign in',
    group: 'sign-up and sign-in',
    weight: 6,
    run: async (_world, visitor) => {
      const login = { email: visitor.email, password: visitor.password };
      const answer = await visitor.near.inject({
        method: 'POST',
        url: '/api/login',
        payload: login,
      });
      visitor.token = expect(answer, 200, 'a sign-in').json().token as string;
      const profile = expect(await call(visitor)('GET', '/api/profile'), 200, 'the profile');
      visitor.balance = profile.json().credits as number;
      return visitor;
    },
  },
];

// ── Likes and the cart ───────────────────────────────────────────────────────────────────────

const likesAndCart: Action[] = [
  {
    name: 'like',
    group: 'likes and cart',
    weight: 3,
    run: async (world, visitor) => {
      const { id } = pick(world.catalogue);
      const body = { templateId: String(id) };
      expect(await call(visitor)('POST', '/api/add-to-liked', body), 200, 'a like');
      visitor.liked.add(id);
      return visitor;
    },
  },
  {
    name: 'unlike',
    group: 'likes and cart',
    weight: 1,
    run: async (world, visitor) => {
      const id = visitor.liked.size > 0 ? pick([...visitor.liked]) : pick(world.catalogue).id;
      expect(await call(visitor)('DELETE', `/api/unlike-template/${id}`), 200, 'an unlike');
      visitor.liked.delete(id);
      return visitor;
    },
  },
  {
    name: 'liked templates',
    group: 'likes and cart',
    weight: 1.5,
    run: async (_world, visitor) => {
      expect(await call(visitor)('GET', '/api/liked-templates'), 200, 'the likes');
      return visitor;
    },
  },
  {
    name: 'add to cart',
    group: 'likes and cart',
    weight: 2.5,
    run: async (world, visitor) => {
      await addToCart(world, visitor);
      return visitor;
    },
  },
  {
    name: 'view the cart',
    group: 'likes and cart',
    weight: 1.5,
    run: async (_world, visitor) => {
      expect(await call(visitor)('GET', '/api/cart'), 200, 'the cart');
      return visitor;
    },
  },
  {
    name: 'remove from cart',
    group: 'likes and cart',
    weight: 0.5,
    run: async (world, visitor) => {
      const id = visitor.cart.size > 0 ? pick([...visitor.cart]) : pick(world.catalogue).id;
      expect(await call(visitor)('DELETE', `/api/cart/${id}`), 200, 'a removal');
      visitor.cart.delete(id);
      return visitor;
    },
  },
];

/** One template the cart does not hold yet, added once. */
async function addToCart(world: World, visitor: Visitor) {
  const id = pick(world.catalogue.filter((listed) => !visitor.cart.has(listed.id))).id;
  const body = { templateId: String(id) };
  expect(await call(visitor)('POST', '/api/add-to-cart', body), 200, 'adding to the cart');
  visitor.cart.add(id);
}

// ── Paying ───────────────────────────────────────────────────────────────────────────────────

/** A credit pack through Razorpay (checkout's verification and the webhook), then the balance. */
async function buyCredits(world: World, visitor: Visitor) {
  const { pool } = world.stack;
  const route = {
    near: visitor.near,
    far: visitor.far,
    webhookTo: () => pool.urlOf(visitor.slot),
  };
  const orderId = await payForCreditPack(world.stack, route, visitor.token, world.steps);
  world.paidOrders.push({ buyer: { userId: visitor.userId }, orderId });
  const credits = expect(await call(visitor)('GET', '/api/user-credits'), 200, 'the balance');
  visitor.balance = credits.json().credits as number;
}

/** One in ten buyers pays from a page left open while the price changed: a 409, charged nothing. */
const STALE_PAGE_SHARE = 0.1;

const purchases: Action[] = [
  {
    name: 'buy a credit pack',
    group: 'purchases and checkouts',
    weight: 2,
    run: async (world, visitor) => {
      await buyCredits(world, visitor);
      return visitor;
    },
  },
  {
    name: 'buy a template',
    group: 'purchases and checkouts',
    weight: 3,
    run: async (world, visitor) => {
      // Buying an owned template again is free and charges nothing: a buyer picks a new one.
      const template = pick(world.catalogue.filter((listed) => !visitor.owned.has(listed.id)));
      if (visitor.balance < template.price) {
        await buyCredits(world, visitor);
        return visitor;
      }
      const stale = Math.random() < STALE_PAGE_SHARE;
      const body = {
        templateId: String(template.id),
        templateType: template.kind,
        expectedPrice: stale ? template.price + 1 : template.price,
      };
      const answer = await call(visitor)('POST', '/api/purchase-template', body, spendKey());
      expect(answer, stale ? 409 : 200, 'a purchase');
      if (!stale) {
        visitor.balance = answer.json().remainingCredits as number;
        visitor.owned.add(template.id);
      }
      if (Math.random() < 0.5) {
        expect(await call(visitor)('GET', '/api/purchases'), 200, 'the library');
      }
      return visitor;
    },
  },
  {
    name: 'check out the cart',
    group: 'purchases and checkouts',
    weight: 2,
    run: async (world, visitor) => {
      if (visitor.cart.size === 0) await addToCart(world, visitor);
      const cart = expect(await call(visitor)('GET', '/api/cart'), 200, 'the cart');
      const total = cart.json().total as number;
      if (visitor.balance < total) {
        await buyCredits(world, visitor);
        return visitor;
      }
      const body = { expectedTotal: total };
      const answer = await call(visitor)('POST', '/api/checkout', body, spendKey());
      visitor.balance = expect(answer, 200, 'a checkout').json().remainingCredits as number;
      for (const id of visitor.cart) visitor.owned.add(id);
      visitor.cart.clear();
      return visitor;
    },
  },
];

// ── Renders and their downloads ──────────────────────────────────────────────────────────────

const renders: Action[] = [
  {
    name: 'order a render',
    group: 'renders and exports',
    weight: 1.5,
    run: async (world, visitor) => {
      if (visitor.balance < PRICE) await buyCredits(world, visitor);
      const route = { near: visitor.near, far: visitor.far };
      const { renderId, uploadId } = await orderRender(
        world.stack,
        route,
        visitor.token,
        world.steps,
        // The photo uploaded for the visitor's first render is picked again for the next ones.
        { spendKey: spendKey(), uploadId: visitor.uploadId },
      );
      visitor.uploadId = uploadId;
      world.renderIds.push(renderId);
      visitor.renders.push(renderId);
      const credits = expect(await call(visitor)('GET', '/api/user-credits'), 200, 'the balance');
      visitor.balance = credits.json().credits as number;
      return visitor;
    },
  },
  {
    name: 'follow and download a render',
    group: 'renders and exports',
    weight: 1.5,
    run: async (world, visitor) => {
      const renderId = visitor.renders[0];
      if (!renderId) return renders[0]!.run(world, visitor);
      const answer = await call(visitor)('GET', `/api/renders/${renderId}`);
      const render = expect(answer, 200, 'a render').json() as {
        status: string;
        signedUrl: string | null;
      };
      if (render.status === 'completed' && render.signedUrl) {
        await download(world, visitor, render.signedUrl);
        visitor.renders.shift();
      } else if (render.status === 'failed' || render.status === 'cancelled') {
        // Nothing to download: the render queue's report names it once the load has ended.
        visitor.renders.shift();
      }
      return visitor;
    },
  },
];

/** The finished file, from the bucket's presigned link (or the store's own /media link). */
async function download(world: World, visitor: Visitor, url: string) {
  if (!url.startsWith('http')) {
    expect(await visitor.near.inject({ method: 'GET', url }), 200, 'a download');
    return;
  }
  const started = performance.now();
  const answer = await fetch(url);
  const bytes = (await answer.arrayBuffer()).byteLength;
  world.recorder.record('GET bucket: a rendered file', performance.now() - started, answer.status);
  if (answer.status !== 200 || bytes === 0) throw new Error(`a download answered ${answer.status}`);
}

export const ACTIONS: Action[] = [
  ...browse,
  ...accounts,
  ...likesAndCart,
  ...purchases,
  ...renders,
];

/** An action drawn at random by weight. */
export function drawAction(): Action {
  const total = ACTIONS.reduce((sum, action) => sum + action.weight, 0);
  let left = Math.random() * total;
  for (const action of ACTIONS) {
    left -= action.weight;
    if (left < 0) return action;
  }
  return ACTIONS.at(-1)!;
}
