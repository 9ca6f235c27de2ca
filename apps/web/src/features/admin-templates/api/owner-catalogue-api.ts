import {
  adminCatalogueEndpoints,
  type SaveTemplateRequest,
  type TemplateFieldsInput,
  type TemplateMediaRole,
  type TemplateStatus,
} from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

/** Makes a draft from the owner's fields; its media are uploaded once it exists. */
export function createTemplate(token: string, fields: TemplateFieldsInput) {
  return callEndpoint(adminCatalogueEndpoints.create, {
    body: { fields },
    headers: withToken(token),
  });
}

export function getOwnerTemplate(token: string, templateId: string, signal?: AbortSignal) {
  return callEndpoint(adminCatalogueEndpoints.get, {
    params: { templateId },
    headers: withToken(token),
    signal,
  });
}

/** Saves over `revision`, the one the owner started from: a 409 means someone saved since. */
export function saveTemplate(token: string, templateId: string, body: SaveTemplateRequest) {
  return callEndpoint(adminCatalogueEndpoints.save, {
    params: { templateId },
    body,
    headers: withToken(token),
  });
}

export function changeTemplateStatus(
  token: string,
  templateId: string,
  body: { status: TemplateStatus; revision: number },
) {
  return callEndpoint(adminCatalogueEndpoints.changeStatus, {
    params: { templateId },
    body,
    headers: withToken(token),
  });
}

/** How much of a media file the server holds: where an interrupted upload continues. */
/** How much of one upload (the id the browser gave the file) has arrived. */
export function getUploadState(
  token: string,
  templateId: string,
  role: TemplateMediaRole,
  uploadId: string,
  signal?: AbortSignal,
) {
  return callEndpoint(adminCatalogueEndpoints.uploadState, {
    params: { templateId, role },
    query: new URLSearchParams({ uploadId }),
    headers: withToken(token),
    signal,
  });
}
