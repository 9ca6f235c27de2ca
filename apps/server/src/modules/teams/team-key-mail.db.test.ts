import type { SceneInput } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedVideos, users } from '../../db/schema';
import { mailBatchFinished } from '../batches';
import { catalogueTemplates } from '../catalogue';
import { createMailer, DevMailbox, type Mailer } from '../mail';
import { createLocalDiskStorage } from '../media';
import { registerBuyer, setBalance } from '../../test-support/commerce-fixture';
import { makeStillUpload, makeTemplateClip, RED } from '../../test-support/composition-fixture';
import { startLocalSmtp, subjectOf } from '../../test-support/local-smtp';
import { useRenderBench } from '../../test-support/render-bench';
import { writePicture } from '../../test-support/scene-export-fixture';
import { testConfig } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { postUpload } from '../../test-support/upload-fixtures';
import { teamMailRecipient } from './team-mail-recipient';

const SIZE = { width: 320, height: 180 };
const WINDOW = { x: 100, y: 40, width: 120, height: 80 };
const PRICE = 10;

/**
 * What a team's API key makes has no member to tell (ADR 59), and the team's own address reaches
 * no one: the finished render's and the finished batch's mail go to the team's owner, over SMTP.
 */
describe(`mail about what a team's key made on ${testEngine}`, () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
  let smtpMailer: Mailer;
  // Started before the bench, whose render job mails through it.
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Frameshop <shop@frameshop.test>' });
    smtpMailer = createMailer(config, new DevMailbox());
  });
  afterAll(async () => {
    await smtp.close();
  });

  const ids = { video: '', image: '' };
  const bench = useRenderBench({
    name: 'team-key-mail',
    storage: createLocalDiskStorage,
    mailer: { send: (message, log) => smtpMailer.send(message, log) },
    async arrange({ fixture, storage, db, dataDir }) {
      const clip = await makeTemplateClip(fixture, 'team-key', {
        ...SIZE,
        seconds: 1,
        window: WINDOW,
      });
      await storage.put('public/team-key/clip.mp4', clip.sourcePath);
      await storage.put('public/team-key/clip-mask.png', clip.maskPath);
      const overlay = path.join(dataDir, 'overlay.png');
      await writePicture(overlay, SIZE, [32, 64, 96, 255], WINDOW);
      await storage.put('private/team-key/overlay.png', overlay);
      const base = { price: PRICE, priceInd: null, categories: [], ...SIZE };
      const [video, image] = await catalogueTemplates.insertTemplates(db(), [
        {
          ...base,
          kind: 'video',
          name: 'Team clip',
          durationSeconds: 1,
          media: {
            poster: 'public/team-key/clip.jpg',
            source: 'public/team-key/clip.mp4',
            mask: 'public/team-key/clip-mask.png',
          },
        },
        {
          ...base,
          kind: 'image',
          name: 'Team badge',
          templateJson: { ...SIZE, window: WINDOW },
          media: {
            poster: 'public/team-key/poster.jpg',
            overlay: 'private/team-key/overlay.png',
            overlayPreview: 'public/team-key/overlay.png',
          },
        },
      ]);
      ids.video = String(video!.id);
      ids.image = String(image!.id);
    },
  });
  const { db, run } = bench;

  /** The messages the SMTP server took for `email`, by subject. */
  const subjectsTo = (email: string) =>
    smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => subjectOf(mail.raw));

  it("mails the team's owner about the render and the batch its key made", async () => {
    const owner = await registerBuyer(bench.app);
    const made = await owner.call('POST', '/api/teams', { name: 'Key Studio' });
    expect(made.statusCode, made.body).toBe(201);
    const teamId: string = made.json().team.teamId;
    await setBalance(db(), teamId, 0, 100);
    const keyMade = await owner.call('POST', '/api/keys', {
      name: 'Studio bot',
      scopes: ['read', 'create'],
      teamId,
    });
    expect(keyMade.statusCode, keyMade.body).toBe(201);
    const asKey = { authorization: `Bearer ${keyMade.json().key as string}` };
    const file = await makeStillUpload(bench.fixture, `team-key-${teamId}.png`, {
      color: RED,
      width: 64,
      height: 48,
    });
    const upload = await postUpload(bench.app, keyMade.json().key, file);
    expect(upload.statusCode, upload.body).toBe(201);
    const uploadId: string = upload.json().uploadId;

    const ordered = await owner.call(
      'POST',
      '/api/renders',
      { templateId: ids.video, uploadId, placement: {} },
      asKey,
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    const renderId: string = ordered.json().render.jobId;
    await run(renderId);
    const [render] = await db()
      .select()
      .from(generatedVideos)
      .where(eq(generatedVideos.id, renderId));
    expect(render).toMatchObject({ userId: teamId, madeBy: null, status: 'completed' });

    const scene: SceneInput = {
      version: 1,
      ...SIZE,
      layers: [
        { id: 'background', type: 'background', color: '#000000', locked: true },
        { id: 'photo', type: 'image', uploadId: null, box: WINDOW },
        { id: 'overlay', type: 'overlay', window: WINDOW, locked: true },
      ],
    };
    const confirmed = await owner.call(
      'POST',
      '/api/batches',
      {
        templateId: ids.image,
        scene,
        rows: [{ name: 'One', texts: {}, photos: { photo: uploadId } }],
        // The licence, and one picture at the store's credit a result.
        expectedTotal: PRICE + 1,
      },
      asKey,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { batch } = confirmed.json();
    await run(batch.rows[0].renderId);
    await mailBatchFinished(
      {
        db: db(),
        mailer: smtpMailer,
        mailRecipientOf: teamMailRecipient,
        publicUrl: 'https://shop.example',
        log: { info: () => {}, warn: () => {}, error: () => {} },
      },
      batch.batchId,
    );

    // Nothing went to the team's own address, which no one reads.
    expect(
      smtp.received.flatMap((mail) => mail.to).filter((to) => to.endsWith('.invalid')),
    ).toEqual([]);
    const [person] = await db().select().from(users).where(eq(users.id, owner.userId));
    expect(subjectsTo(person!.email)).toEqual([
      'Your video from Team clip is ready',
      'Your batch from Team badge is finished: 1 of 1 made',
    ]);
  }, 120_000);
});
