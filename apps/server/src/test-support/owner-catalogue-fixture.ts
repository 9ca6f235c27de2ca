import { adminCatalogueEndpoints, endpointPath, type OwnerTemplate } from '@frameshop/contract';
import type { caller } from './commerce-fixture';

type Call = ReturnType<typeof caller>;

/** A draft template made through the admin API. */
export async function createOwnerTemplate(
  call: Call,
  kind: 'video' | 'image',
  templateName: string,
): Promise<OwnerTemplate> {
  const created = await call('POST', adminCatalogueEndpoints.create.path, {
    fields: { kind, templateName, templatePrice: 20 },
  });
  return created.json<OwnerTemplate>();
}

/** The template once its media are no longer being prepared (ready or failed), within 30 s. */
export async function settledTemplate(call: Call, templateId: string): Promise<OwnerTemplate> {
  for (let tries = 0; tries < 300; tries++) {
    const template = (
      await call('GET', endpointPath(adminCatalogueEndpoints.get.path, { templateId }))
    ).json<OwnerTemplate>();
    if (template.media.state !== 'preparing') return template;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The media were still being prepared after 30 s');
}
