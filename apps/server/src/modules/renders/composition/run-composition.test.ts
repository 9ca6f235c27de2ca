import fs from 'node:fs';
import { DEFAULT_RENDER_PLACEMENT } from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeCompositionFixture,
  makeStillUpload,
  makeTemplateClip,
  RED,
  type CompositionFixture,
} from '../../../test-support/composition-fixture';
import { compositionArgs, type CompositionCommand } from './composition-args';
import { CompositionError } from './composition-error';
import {
  loadTemplateMedia,
  loadUploadMedia,
  type TemplateMedia,
  type UploadMedia,
} from './composition-media';
import { probeMediaStreams } from './media-streams';
import { runComposition } from './run-composition';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('running a composition', () => {
  let fixture: CompositionFixture;
  let template: TemplateMedia;
  let photo: UploadMedia;
  let count = 0;

  const commandFor = (options: { upload?: UploadMedia; template?: TemplateMedia } = {}) =>
    compositionArgs({
      template: options.template ?? template,
      upload: options.upload ?? photo,
      placement: DEFAULT_RENDER_PLACEMENT,
      outputPath: fixture.file(`out/run-${++count}.mp4`),
    });
  /** ffmpeg reads the template at its own pace, so the 2 s render takes 2 s and reports as it goes. */
  const atRealTime = (command: CompositionCommand): CompositionCommand => ({
    ...command,
    args: ['-re', ...command.args],
  });
  const failureOf = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CompositionError);
    return error as CompositionError;
  };
  const expectNoFiles = (command: CompositionCommand) => {
    expect(fs.existsSync(command.outputPath)).toBe(false);
    expect(fs.existsSync(command.partialPath)).toBe(false);
  };

  beforeAll(async () => {
    fixture = await makeCompositionFixture();
    const files = await makeTemplateClip(fixture, 'template', {
      width: 320,
      height: 180,
      seconds: 2,
      window: { x: 100, y: 40, width: 120, height: 80 },
    });
    template = await loadTemplateMedia(fixture.ffmpegPath, files);
    photo = await loadUploadMedia(
      fixture.ffmpegPath,
      await makeStillUpload(fixture, 'red.png', { color: RED, width: 300, height: 200 }),
    );
  });
  afterAll(() => fixture?.remove());

  it('reports growing progress up to 100 and writes the output only when it is whole', async () => {
    const command = atRealTime(commandFor());
    const seen: number[] = [];
    const whileRunning: boolean[] = [];
    await runComposition(command, {
      ffmpegPath: fixture.ffmpegPath,
      timeoutMs: 60_000,
      onProgress: (percent) => {
        seen.push(percent);
        if (percent < 100) whileRunning.push(fs.existsSync(command.outputPath));
      },
    });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.at(-1)).toBe(100);
    for (let index = 1; index < seen.length; index++) {
      expect(seen[index]).toBeGreaterThan(seen[index - 1]!);
    }
    expect(whileRunning.length).toBeGreaterThan(0);
    expect(whileRunning.every((exists) => !exists)).toBe(true);
    expect(fs.existsSync(command.partialPath)).toBe(false);
    expect(await probeMediaStreams(fixture.ffmpegPath, command.outputPath)).toMatchObject({
      width: 320,
      height: 180,
    });
  });

  it('replaces a partial file left by a run that died with its process', async () => {
    const command = commandFor();
    fs.mkdirSync(fixture.file('out'), { recursive: true });
    fs.writeFileSync(command.partialPath, 'half a video from a killed worker');
    await runComposition(command, { ffmpegPath: fixture.ffmpegPath, timeoutMs: 60_000 });
    expect(fs.existsSync(command.partialPath)).toBe(false);
    expect((await probeMediaStreams(fixture.ffmpegPath, command.outputPath)).width).toBe(320);
  });

  it('stops ffmpeg when aborted and leaves no file behind', async () => {
    const command = atRealTime(commandFor());
    const controller = new AbortController();
    let pid = 0;
    let partialWhenAborted = false;
    const failure = await failureOf(
      runComposition(command, {
        ffmpegPath: fixture.ffmpegPath,
        timeoutMs: 60_000,
        signal: controller.signal,
        onStarted: (started) => (pid = started),
        onProgress: () => {
          partialWhenAborted = fs.existsSync(command.partialPath);
          controller.abort();
        },
      }),
    );
    expect(failure).toMatchObject({
      failure: 'cancelled',
      transient: false,
      message: 'The render was cancelled.',
    });
    expect(partialWhenAborted).toBe(true);
    expect(pid).toBeGreaterThan(0);
    expect(isRunning(pid)).toBe(false);
    expectNoFiles(command);
  });

  it('does not start when already aborted', async () => {
    let started = false;
    const failure = await failureOf(
      runComposition(commandFor(), {
        ffmpegPath: fixture.ffmpegPath,
        timeoutMs: 60_000,
        signal: AbortSignal.abort(),
        onStarted: () => (started = true),
      }),
    );
    expect(failure.failure).toBe('cancelled');
    expect(started).toBe(false);
  });

  it('stops ffmpeg at its time limit and leaves no file behind; another try may succeed', async () => {
    const command = atRealTime(commandFor());
    let pid = 0;
    const failure = await failureOf(
      runComposition(command, {
        ffmpegPath: fixture.ffmpegPath,
        timeoutMs: 700,
        onStarted: (started) => (pid = started),
      }),
    );
    expect(failure).toMatchObject({ failure: 'timed-out', transient: true });
    expect(failure.message).toBe('The render did not finish within its time limit of 1 s.');
    expect(isRunning(pid)).toBe(false);
    expectNoFiles(command);
  });

  it('kills outright a process that ignores being asked to stop', async () => {
    // A stand-in for an ffmpeg stuck in a system call: it ignores SIGTERM and writes its output.
    const stubborn = fixture.file('stubborn-ffmpeg');
    fs.writeFileSync(
      stubborn,
      '#!/bin/sh\ntrap "" TERM\nfor last; do :; done\n: > "$last"\nexec sleep 30\n',
      { mode: 0o755 },
    );
    const command = commandFor();
    let pid = 0;
    const failure = await failureOf(
      runComposition(command, {
        ffmpegPath: stubborn,
        timeoutMs: 300,
        killGraceMs: 300,
        onStarted: (started) => (pid = started),
      }),
    );
    expect(failure.failure).toBe('timed-out');
    expect(isRunning(pid)).toBe(false);
    expectNoFiles(command);
  });

  it('blames a damaged upload, for good, in words a person understands', async () => {
    const garbage = fixture.file('holiday.mp4');
    fs.writeFileSync(garbage, Buffer.alloc(4096, 7));
    const upload: UploadMedia = { ...photo, path: garbage, kind: 'video', durationSeconds: 5 };
    const command = commandFor({ upload });
    const failure = await failureOf(
      runComposition(command, { ffmpegPath: fixture.ffmpegPath, timeoutMs: 60_000 }),
    );
    expect(failure).toMatchObject({ failure: 'bad-upload', transient: false });
    expect(failure.message).toMatch(/^Your photo or video could not be read/);
    expect(failure.detail).toMatch(/holiday\.mp4: Invalid data found/);
    expectNoFiles(command);
    // Probing it says the same.
    await expect(loadUploadMedia(fixture.ffmpegPath, garbage)).rejects.toMatchObject({
      failure: 'bad-upload',
    });
  });

  it("blames a missing template source on the template, not on the user's upload", async () => {
    const command = commandFor({
      template: { ...template, sourcePath: fixture.file('gone.mp4') },
    });
    const failure = await failureOf(
      runComposition(command, { ffmpegPath: fixture.ffmpegPath, timeoutMs: 60_000 }),
    );
    expect(failure).toMatchObject({ failure: 'bad-template', transient: false });
    expect(failure.message).toMatch(/^This template's video could not be read/);
    expectNoFiles(command);
  });

  it('calls an ffmpeg killed from outside a failure worth retrying', async () => {
    const command = atRealTime(commandFor());
    const failure = await failureOf(
      runComposition(command, {
        ffmpegPath: fixture.ffmpegPath,
        timeoutMs: 60_000,
        onStarted: (pid) => process.kill(pid, 'SIGKILL'),
      }),
    );
    expect(failure).toMatchObject({
      failure: 'ffmpeg-failed',
      transient: true,
      message: 'The video could not be rendered because of a problem on our side.',
    });
    expectNoFiles(command);
  });

  it('says so when ffmpeg cannot be started', async () => {
    const failure = await failureOf(
      runComposition(commandFor(), { ffmpegPath: fixture.file('no-ffmpeg'), timeoutMs: 60_000 }),
    );
    expect(failure).toMatchObject({
      failure: 'ffmpeg-failed',
      message: 'The video renderer could not be started on this server.',
    });
  });
});
