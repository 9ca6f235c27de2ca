import { randomUUID } from 'node:crypto';
import { DEFAULT_RENDER_PLACEMENT, renderEndpoints } from '@frameshop/contract';
import type { RenderConfig } from '../../apps/server/src/config/env';
import type { Database } from '../../apps/server/src/db/database';
import { uploads } from '../../apps/server/src/db/schema';
import { catalogueTemplates, type TemplateRow } from '../../apps/server/src/modules/catalogue';
import type { RendersService } from '../../apps/server/src/modules/renders';
import { renderJobExpirySeconds } from '../../apps/server/src/modules/renders/render-time-limit';
import { orderRenderDirectly } from './direct-render-order';
import type { Operation } from './operation';
import { purchasePlan, type PlannedPurchase, type Shopper } from './shoppers';

const BATCH = 1000;
const DURATION_SECONDS = 10;

/**
 * `count` video templates a render can be ordered of: a green-screen source and its mask stored
 * under private keys that no job ever reads (the bench's app runs no jobs), at `price` credits.
 */
export async function createRenderTemplates(
  database: Database,
  { count, price }: { count: number; price: number },
): Promise<TemplateRow[]> {
  return catalogueTemplates.insertTemplates(
    database.db,
    Array.from({ length: count }, (_, i) => ({
      kind: 'video' as const,
      name: `Render Template ${i + 1}`,
      description: 'A template for the commerce bench to order renders of.',
      categories: ['Business'],
      price,
      priceInd: null,
      width: 1280,
      height: 720,
      durationSeconds: DURATION_SECONDS,
      media: {
        poster: `public/bench/render-${i}.webp`,
        source: `private/bench/render-${i}.mp4`,
        mask: `private/bench/render-${i}-mask.png`,
      },
    })),
  );
}

/** One small photo per shopper, as an upload's row (no file: nothing renders it); answers ids. */
async function createUploads(database: Database, shoppers: Shopper[]) {
  const ids = new Map<string, string>();
  for (let start = 0; start < shoppers.length; start += BATCH) {
    const rows = await database.db
      .insert(uploads)
      .values(
        shoppers.slice(start, start + BATCH).map(({ userId }) => ({
          userId,
          kind: 'image' as const,
          mimeType: 'image/png',
          sizeBytes: 1000,
          width: 64,
          height: 64,
          fileName: 'photo.png',
          storageKey: `private/bench/uploads/${randomUUID()}.png`,
        })),
      )
      .returning({ id: uploads.id, userId: uploads.userId });
    for (const row of rows) ids.set(row.userId, row.id);
  }
  return ids;
}

/**
 * POST /api/renders: every shopper orders one paid render of each of `templates` with their upload
 * at the price shown, so each order holds its price. A shopper then has as many renders queued as
 * there are templates, which must stay within the per-user limit (RENDER_MAX_ACTIVE_PER_USER).
 */
export async function renderOrderOperation(
  database: Database,
  renders: RendersService,
  render: RenderConfig,
  shoppers: Shopper[],
  { templates, price }: { templates: TemplateRow[]; price: number },
): Promise<Operation<PlannedPurchase>> {
  if (templates.length > render.maxActivePerUser) {
    throw new Error(`${templates.length} orders a shopper exceed the active render limit`);
  }
  const uploadOf = await createUploads(database, shoppers);
  const expireInSeconds = renderJobExpirySeconds(render, DURATION_SECONDS);
  const { method, path } = renderEndpoints.createRender;
  const order = (shopper: Shopper, templateId: number) => ({
    templateId: String(templateId),
    uploadId: uploadOf.get(shopper.userId)!,
    placement: DEFAULT_RENDER_PLACEMENT,
    expectedPrice: price,
  });
  return {
    name: 'render order',
    endpoint: `${method} ${path}`,
    summary:
      `each shopper orders one paid render of each of ${templates.length} templates, ` +
      'holding its price; no job runs',
    plan: purchasePlan(shoppers, templates),
    http: ({ shopper, templateId }) => ({
      method,
      path,
      token: shopper.token,
      body: { ...order(shopper, templateId), placement: {} },
      status: 201,
      expect: { field: 'charged', equals: price, otherwise: 'held nothing' },
    }),
    service: async ({ shopper, templateId }) => {
      const buyer = { userId: shopper.userId, isIndianUser: false };
      const placed = { ...order(shopper, templateId), preview: false };
      const answer = await renders.create(buyer, placed, randomUUID());
      return answer.charged === price ? undefined : 'held nothing';
    },
    direct: (query, { shopper, templateId }) =>
      orderRenderDirectly(query, {
        userId: shopper.userId,
        templateId,
        uploadId: uploadOf.get(shopper.userId)!,
        expectedPrice: price,
        expireInSeconds,
      }),
  };
}
