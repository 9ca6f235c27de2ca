import { randomUUID } from 'node:crypto';
import {
  adminCatalogueEndpoints,
  endpointPath,
  type OwnerTemplate,
  type TemplateMediaRole,
} from '@frameshop/contract';
import type { FastifyInstance } from 'fastify';
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
