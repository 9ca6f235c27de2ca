import type {
  BucketPart,
  BucketUploadSession,
  OwnerScene,
  OwnerTemplate,
  Scene,
  TemplateFields,
  TemplateMediaRole,
  TemplateStatus,
} from '@frameshop/contract';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import type { JobPayloads, JobQueue } from '../../jobs';
import type { MediaUrls } from '../catalogue';
import type { BucketUploads } from './bucket-uploads';
import type { Actor } from './template-audit';
import { TemplateEditing } from './template-editing';
import { TemplateMedia } from './template-media';
import type { TemplateUploads } from './template-uploads';

/**
 * The owner's side of the catalogue: templates made as drafts, saved over the revision they were
 * read at, published and retired, deleted while no one ever bought them; their media uploaded and
 * then prepared by a job. Every change is in the audit log, in the change's own transaction, and a
 * change to what buyers see bumps the catalogue's version (ADR 25).
 */
export class OwnerCatalogueService {
  readonly #templates: TemplateEditing;
  readonly #media: TemplateMedia;

  constructor(deps: {
    db: Db;
    urls: MediaUrls;
    uploads: TemplateUploads;
    /** Present when media live in a bucket: the browser then sends files straight to it. */
    bucketUploads?: BucketUploads | undefined;
    jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  }) {
    this.#media = new TemplateMedia(deps);
    this.#templates = new TemplateEditing({ ...deps, uploadsTo: this.#media.uploadsTo });
  }

  get(templateId: number, warnings?: string[]): Promise<OwnerTemplate> {
    return this.#templates.get(templateId, warnings);
  }

  create(actor: Actor, fields: TemplateFields): Promise<OwnerTemplate> {
    return this.#templates.create(actor, fields);
  }

  save(
    actor: Actor,
    templateId: number,
    fields: TemplateFields,
    revision: number,
  ): Promise<OwnerTemplate> {
    return this.#templates.save(actor, templateId, fields, revision);
  }

  changeStatus(
    actor: Actor,
    templateId: number,
    status: TemplateStatus,
    revision: number,
  ): Promise<OwnerTemplate> {
    return this.#templates.changeStatus(actor, templateId, status, revision);
  }

  remove(actor: Actor, templateId: number): Promise<void> {
    return this.#templates.remove(actor, templateId);
  }

  getScene(templateId: number): Promise<OwnerScene> {
    return this.#templates.getScene(templateId);
  }

  saveScene(
    actor: Actor,
    templateId: number,
    scene: Scene,
    revision: number,
  ): Promise<{ revision: number }> {
    return this.#templates.saveScene(actor, templateId, scene, revision);
  }

  uploadState(templateId: number, role: TemplateMediaRole, uploadId: string) {
    return this.#media.uploadState(templateId, role, uploadId);
  }

  uploadChunk(
    actor: Actor,
    templateId: number,
    role: TemplateMediaRole,
    chunk: { uploadId: string; offset: number; last: boolean; body: Readable },
  ) {
    return this.#media.uploadChunk(actor, templateId, role, chunk);
  }

  startBucketUpload(
    templateId: number,
    role: TemplateMediaRole,
    file: { size: number; contentType: string },
  ) {
    return this.#media.startBucketUpload(templateId, role, file);
  }

  bucketPartUrls(
    templateId: number,
    role: TemplateMediaRole,
    session: BucketUploadSession,
    asked: { size: number; partNumbers: readonly number[] },
  ) {
    return this.#media.bucketPartUrls(templateId, role, session, asked);
  }

  bucketParts(templateId: number, role: TemplateMediaRole, session: BucketUploadSession) {
    return this.#media.bucketParts(templateId, role, session);
  }

  completeBucketUpload(
    actor: Actor,
    templateId: number,
    role: TemplateMediaRole,
    session: BucketUploadSession,
    parts: readonly BucketPart[],
  ) {
    return this.#media.completeBucketUpload(actor, templateId, role, session, parts);
  }

  abortBucketUpload(templateId: number, role: TemplateMediaRole, session: BucketUploadSession) {
    return this.#media.abortBucketUpload(templateId, role, session);
  }
}
