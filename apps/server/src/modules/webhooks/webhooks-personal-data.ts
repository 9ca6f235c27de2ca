import { eq } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { deleteEndpointsOf } from './webhooks.repository';
import { webhookEndpoints } from './webhooks.schema';

/** The endpoints (never their secrets) are exported; closing deletes them and their deliveries. */
export const webhooksPersonalData: PersonalDataStep = {
  module: 'webhooks',
  tables: ['webhook_endpoints', 'webhook_deliveries', 'webhook_delivery_attempts'],
  async exportData(tx, userId) {
    const rows = await tx
      .select({
        url: webhookEndpoints.url,
        events: webhookEndpoints.events,
        creditsLowThreshold: webhookEndpoints.creditsLowThreshold,
        createdAt: webhookEndpoints.createdAt,
        disabledAt: webhookEndpoints.disabledAt,
      })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    return { webhookEndpoints: rows };
  },
  async erase(tx, owner) {
    await deleteEndpointsOf(tx, owner.id);
  },
};
