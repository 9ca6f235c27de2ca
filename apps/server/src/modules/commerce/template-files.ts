import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CommerceMessage } from '@frameshop/contract';
import { ZipFile } from 'yazl';
import { AppError } from '../../http/app-error';
import type { TemplateRow } from '../catalogue';
import type { SharedDependencies } from '../../shared-dependencies';

/**
 * Where a video template's full-size clip and mask are, made first where the store knows how: the
 * resolver renders use (`TemplateSourceResolver` of the renders module), given by whoever builds the
 * module, as renders depend on commerce and not the other way round.
 */
export type TemplateSources = (template: Pick<TemplateRow, 'id' | 'name' | 'media'>) => Promise<{
  sourceKey: string;
  maskKey: string;
}>;

/** What a buyer downloads: a stored file and the name to save it under. */
export interface TemplateDownload {
  key: string;
  fileName: string;
}

interface SourceFile {
  key: string;
  /** The file's name inside the archive, or when it is downloaded alone. */
  name: string;
}

/**
 * The files a buyer gets, all full size and private (ADR 13): the finished film of a ready-made
 * video, the overlay of an image template, and the green-screen clip with its window's mask for a
 * video template, which the renders' resolver finds or makes. Several files are packed into one
 * ZIP, built once per set of files and kept under `private/downloads/`.
 */
export class TemplateFiles {
  private readonly building = new Map<string, Promise<void>>();

  constructor(
    private readonly storage: SharedDependencies['storage'],
    private readonly templateSources: TemplateSources,
  ) {}

  async downloadOf(template: TemplateRow): Promise<TemplateDownload> {
    const base = fileSlug(template.name) || `template-${template.id}`;
    const sources = await this.sourceFilesOf(template);
    if (sources.length === 0) throw unavailable();
    if (sources.length === 1) {
      const [only] = sources as [SourceFile];
      await this.assertStored(only.key);
      return { key: only.key, fileName: `${base}${path.extname(only.name)}` };
    }
    // The key names the exact files packed, so a changed file makes a new archive.
    const digest = createHash('sha256')
      .update(sources.map((file) => `${file.name}=${file.key}`).join('\n'))
      .digest('hex')
      .slice(0, 16);
    const key = `private/downloads/template-${template.id}-${digest}.zip`;
    if (!(await this.storage.exists(key))) await this.buildOnce(key, base, sources);
    return { key, fileName: `${base}.zip` };
  }

  private async sourceFilesOf(template: TemplateRow): Promise<SourceFile[]> {
    const named = (key: string | undefined, stem: string) =>
      key ? [{ key, name: `${stem}${path.extname(key)}` }] : [];
    switch (template.kind) {
      case 'direct-sell':
        return named(template.media.compiled, 'video');
      case 'image':
        return named(template.media.overlay, 'overlay');
      case 'video': {
        // Never the public mock-up or the preview-size mask: the full-size files, made if need be.
        const files = await this.templateSources(template).catch((error: unknown) => {
          if (error instanceof Error && 'failure' in error && error.failure === 'bad-template') {
            throw unavailable();
          }
          throw error;
        });
        return [
          ...named(files.sourceKey, 'template'),
          ...named(files.maskKey, 'green-screen-mask'),
        ];
      }
    }
  }

  private async assertStored(key: string): Promise<void> {
    if (!(await this.storage.exists(key))) throw unavailable();
  }

  /** Concurrent first downloads of one template wait for the same build. */
  private buildOnce(key: string, folder: string, sources: SourceFile[]): Promise<void> {
    let build = this.building.get(key);
    if (!build) {
      build = this.buildArchive(key, folder, sources).finally(() => this.building.delete(key));
      this.building.set(key, build);
    }
    return build;
  }

  private async buildArchive(key: string, folder: string, sources: SourceFile[]): Promise<void> {
    for (const source of sources) await this.assertStored(source.key);
    const zip = new ZipFile();
    for (const source of sources) {
      // Video is compressed already; storing it keeps the build as fast as a copy. Each file is
      // opened when the archive reaches it, and the archive streams straight into storage.
      zip.addReadStreamLazy(`${folder}/${source.name}`, { compress: false }, (done) => {
        this.storage.read(source.key).then(
          (stream) => done(null, stream),
          (error: Error) => done(error, undefined as never),
        );
      });
    }
    zip.end();
    await this.storage.putStream(key, zip.outputStream as Readable, {
      contentType: 'application/zip',
    });
  }
}

/** "Neon Intro — 4K!" → "neon-intro-4k": safe in a file name and a ZIP folder on every system. */
export function fileSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** As the video link answers a missing film: the file is not there, whoever asks. */
const unavailable = () => AppError.notFound(CommerceMessage.fileUnavailable);
