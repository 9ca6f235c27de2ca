import { randomUUID } from 'node:crypto';
import { commerceEndpoints } from '@frameshop/contract';
import type { CommerceService } from '../../apps/server/src/modules/commerce';
import type { TemplateRow } from '../../apps/server/src/modules/catalogue';
import { purchaseDirectly } from './direct-purchase';
import type { Operation } from './operation';
import { purchasePlan, type PlannedPurchase, type Shopper } from './shoppers';

/**
 * POST /api/purchase-template: every shopper buys each of the `popular` templates once, with the
 * Idempotency-Key the web app sends.
 */
export function purchaseOperation(
  commerce: CommerceService,
  shoppers: Shopper[],
  popular: TemplateRow[],
): Operation<PlannedPurchase> {
  const { method, path } = commerceEndpoints.purchaseTemplate;
  return {
    name: 'purchase',
    endpoint: `${method} ${path}`,
    summary: `each shopper buys each of ${popular.length} popular templates once`,
    plan: purchasePlan(shoppers, popular),
    http: ({ shopper, templateId }) => ({
      method,
      path,
      token: shopper.token,
      body: { templateId: String(templateId), templateType: 'video' },
      status: 200,
      expect: { field: 'alreadyPurchased', equals: false, otherwise: 'answered already purchased' },
    }),
    service: async ({ shopper, templateId }) => {
      const buyer = { userId: shopper.userId, isIndianUser: false };
      const answer = await commerce.purchase(buyer, templateId, undefined, randomUUID());
      return answer.alreadyPurchased ? 'answered already purchased' : undefined;
    },
    direct: (query, { shopper, templateId }) =>
      purchaseDirectly(query, { userId: shopper.userId, templateId }),
  };
}
