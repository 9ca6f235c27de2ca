import { randomUUID } from 'node:crypto';
import {
  adminCatalogueEndpoints,
  endpointPath,
  type OwnerTemplate,
  type TemplateMediaRole,
} from '@frameshop/contract';
import type { FastifyInstance } from 'fastify';
import type { caller } from './commerce-fixture';
import { eventually } from './eventually';

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
  let template: OwnerTemplate | undefined;
  await eventually('the media are prepared', async () => {
    template = (
      await call('GET', endpointPath(adminCatalogueEndpoints.get.path, { templateId }))
    ).json<OwnerTemplate>();
    return template.media.state !== 'preparing';
  });
  return template!;
}

/** One chunk of an owner's media upload (`uploadId` names the file being sent), as the dashboard sends it. */
export function sendMediaChunk(
  app: FastifyInstance,
  adminToken: string,
  chunk: {
    templateId: string;
    role: TemplateMediaRole;
    uploadId: string;
    offset: number;
    last: boolean;
    bytes: Buffer;
  },
) {
  const { templateId, role, uploadId, offset, last, bytes } = chunk;
  const query = new URLSearchParams({ uploadId, offset: String(offset), last: String(last) });
  return app.inject({
    method: 'PUT',
    url: `${endpointPath(adminCatalogueEndpoints.uploadChunk.path, { templateId, role })}?${query}`,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

/** A whole file sent as one upload of one chunk. */
export const sendMediaFile = (
  app: FastifyInstance,
  adminToken: string,
  file: { templateId: string; role: TemplateMediaRole; bytes: Buffer },
) => sendMediaChunk(app, adminToken, { ...file, uploadId: randomUUID(), offset: 0, last: true });
