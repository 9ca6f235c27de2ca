import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TemplateAdminMessage } from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManifestMessage } from './modules/owner-catalogue/manifest/manifest-rows';
import { storeProgramArgs } from '../../../scripts/server-bundle.mjs';

const run = promisify(execFile);

/** `npm run catalogue -- …` as its own process on the embedded database in `dataDir`. */
async function catalogue(dataDir: string, args: string[]) {
  return run(process.execPath, [...(await storeProgramArgs('catalogue')), ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    timeout: 120_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? null,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
}

const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

describe('the catalogue command line', () => {
  let work: string;
  let outside: string;
  let manifest: string;

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-catalogue-cli-'));
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-catalogue-private-'));
    fs.mkdirSync(path.join(work, 'media'));
    fs.writeFileSync(path.join(outside, 'render.mp4'), 'a buyer’s private render');
    fs.symlinkSync(path.join(outside, 'render.mp4'), path.join(work, 'media', 'linked.mp4'));
    const deep = `{"width":640,"height":360,"layers":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    manifest = path.join(work, 'templates.csv');
    fs.writeFileSync(
      manifest,
      [
        'sku,kind,templateName,templatePrice,templateJson,videoFile',
        'CLI-1,direct-sell,Plain Film,5,,',
        `CLI-2,image,Deep Card,5,${csvCell(deep)},`,
        `CLI-3,direct-sell,Absolute Film,5,,${path.join(outside, 'render.mp4')}`,
        `CLI-4,direct-sell,Climbing Film,5,,../${path.basename(outside)}/render.mp4`,
        'CLI-5,direct-sell,Linked Film,5,,linked.mp4',
      ].join('\n'),
    );
  });
  afterAll(() => {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  const problemLines = () => [
    `  row 2, templateJson: ${TemplateAdminMessage.templateJsonTooDeep}`,
    `  row 3, videoFile: ${ManifestMessage.outsideMedia('videoFile', path.join(outside, 'render.mp4'))}`,
    `  row 4, videoFile: ${ManifestMessage.outsideMedia('videoFile', `../${path.basename(outside)}/render.mp4`)}`,
    `  row 5, videoFile: ${ManifestMessage.outsideMedia('videoFile', 'linked.mp4')}`,
  ];

  it('reports in a dry run a row nested thousands deep and every file outside --media', async () => {
    const media = path.join(work, 'media');
    const dry = await catalogue(path.join(work, 'data'), [
      'import',
      manifest,
      '--media',
      media,
      '--dry-run',
    ]);
    expect(dry.output).toContain('5 rows: 1 good, 4 with problems.');
    for (const line of problemLines()) expect(dry.output).toContain(line);
    expect(dry.code).toBe(1);

    const real = await catalogue(path.join(work, 'data'), ['import', manifest, '--media', media]);
    expect(real.output).toContain('1 created, 0 updated, 0 unchanged, 4 rows not applied.');
    for (const line of problemLines()) expect(real.output).toContain(line);
    expect(real.code).toBe(1);
  }, 240_000);
});
