/**
 * The route patterns a soak's visitors call, and how fast each must answer (issue 39): the
 * catalogue, which every visit starts with, under 50 ms at p99; spending credits under 60 ms; all
 * else under 200 ms.
 */
export type GoalClass = 'catalogue' | 'purchase' | 'other';

export const GOAL_MS: Record<GoalClass, number> = { catalogue: 50, purchase: 60, other: 200 };

const CATALOGUE = [
  'GET /api/templates',
  'GET /api/image-templates',
  'GET /api/direct-sell-templates',
  'GET /api/template/:templateId',
  'GET /api/image-template/:templateId',
  'GET /api/direct-sell/:templateId',
  'GET /api/template/:templateId/suggestions',
];
const PURCHASE = ['POST /api/purchase-template', 'POST /api/checkout'];
const OTHER = [
  'POST /api/send-email-otp',
  'POST /api/verify-email-otp',
  'POST /api/send-phone-otp',
  'POST /api/verify-phone-otp',
  'GET /dev/mailbox',
  'POST /api/register',
  'POST /api/login',
  'GET /api/profile',
  'GET /api/user-credits',
  'POST /api/add-to-liked',
  'DELETE /api/unlike-template/:templateId',
  'GET /api/liked-templates',
  'POST /api/add-to-cart',
  'GET /api/cart',
  'DELETE /api/cart/:templateId',
  'POST /api/create-razorpay-order',
  'POST /api/verify-razorpay-payment',
  'POST /api/razorpay-webhook',
  'GET /api/purchases',
  'POST /api/uploads',
  'POST /api/renders',
  'GET /api/renders/:renderId',
  'GET /media/*',
];

const classOf = new Map<string, GoalClass>([
  ...CATALOGUE.map((pattern) => [pattern, 'catalogue'] as const),
  ...PURCHASE.map((pattern) => [pattern, 'purchase'] as const),
  ...OTHER.map((pattern) => [pattern, 'other'] as const),
]);

const matchers = [...classOf.keys()].map((pattern) => {
  const [method, path] = pattern.split(' ') as [string, string];
  const body = path.replace(/:[A-Za-z]+/g, '[^/]+').replace('*', '.+');
  return { pattern, method, path: new RegExp(`^${body}$`) };
});

/** `GET /api/template/:templateId` for `GET /api/template/12?x=1`; the bare path when unknown. */
export function routePatternOf(method: string, url: string): string {
  const path = url.split('?')[0]!;
  const upper = method.toUpperCase();
  const found = matchers.find((matcher) => matcher.method === upper && matcher.path.test(path));
  return found?.pattern ?? `${upper} ${path}`;
}

/** A route the table does not know is held to the general goal. */
export const goalClassOf = (pattern: string): GoalClass => classOf.get(pattern) ?? 'other';
