/**
 * The generated media of the render benches (bench:render, bench:bulk): a 10 s 1080p video
 * template with a green-screen window and its mask, a 10 s 1080p camera-like upload, and their
 * preview proxies, made once with ffmpeg and kept in the temp directory.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { greenScreenMaskArgs, locateFfmpeg, runFfmpeg } from '../../apps/server/src/modules/media';
import { previewProxyArgs, uploadPreviewProxyArgs } from '../../apps/server/src/modules/renders';

/** The length of the generated template and upload, in seconds. */
export const SECONDS = 10;
const ffmpegPath = locateFfmpeg().path;

/** Where the generated template's green screen is (TEMPLATE_ARGS' last box): its window. */
export const TEMPLATE_WINDOW = { x: 480, y: 270, width: 960, height: 540 };

// prettier-ignore
const TEMPLATE_ARGS = [
  '-f', 'lavfi', '-i',
  `gradients=s=1920x1080:r=25:c0=0x1d3557:c1=0xe63946:c2=0xf1faee:n=3:speed=0.02:d=${SECONDS},` +
    'drawbox=x=0:y=940:w=iw:h=140:color=black@0.4:t=fill,' +
    "drawbox=x='mod(t*300,1920)':y=960:w=240:h=100:color=0xFFD166:t=fill," +
    'drawbox=x=480:y=270:w=960:h=540:color=0x00FF00:t=fill',
  '-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=48000:duration=${SECONDS}`,
  '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p',
  '-c:a', 'aac', '-shortest',
];
// Camera-like footage: moving detail and sensor noise, at a phone's 30 fps and bit rate.
// prettier-ignore
const UPLOAD_ARGS = [
  '-f', 'lavfi', '-i', `testsrc2=s=1920x1080:r=30:d=${SECONDS},noise=alls=10:allf=t`,
  '-f', 'lavfi', '-i', `sine=frequency=550:sample_rate=48000:duration=${SECONDS}`,
  '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '16M', '-pix_fmt', 'yuv420p',
  '-c:a', 'aac', '-shortest',
];

/** Generated once: the directory is named for the recipes, so a changed recipe makes new files. */
export async function benchMedia() {
  const digest = createHash('sha256')
    .update(JSON.stringify([TEMPLATE_ARGS, UPLOAD_ARGS]))
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(os.tmpdir(), `frameshop-bench-render-${digest}`);
  const sourcePath = path.join(dir, 'template.mp4');
  const maskPath = path.join(dir, 'template-mask.png');
  const uploadPath = path.join(dir, 'upload.mp4');
  const proxyPath = path.join(dir, 'template-proxy.mp4');
  const uploadProxyPath = path.join(dir, 'upload-proxy.mp4');
  if (!fs.existsSync(path.join(dir, 'ready'))) {
    console.log(`Generating the 1080p template and upload in ${dir} (once)…`);
    fs.mkdirSync(dir, { recursive: true });
    const ffmpeg = (args: string[]) =>
      runFfmpeg(['-loglevel', 'error', '-y', ...args], { ffmpegPath, timeoutMs: 600_000 });
    await Promise.all([
      ffmpeg([...TEMPLATE_ARGS, sourcePath]),
      ffmpeg([...UPLOAD_ARGS, uploadPath]),
    ]);
    await ffmpeg(greenScreenMaskArgs(sourcePath, maskPath));
    fs.writeFileSync(path.join(dir, 'ready'), '');
  }
  // Made as the server makes them once per template and upload, and remade when a recipe changes.
  await Promise.all([
    makeProxy(dir, 'template', previewProxyArgs(sourcePath, proxyPath)),
    makeProxy(dir, 'upload', uploadPreviewProxyArgs(uploadPath, uploadProxyPath)),
  ]);
  return { dir, sourcePath, maskPath, uploadPath, proxyPath, uploadProxyPath };
}

async function makeProxy(dir: string, of: string, args: string[]) {
  const digest = createHash('sha256').update(JSON.stringify(args)).digest('hex').slice(0, 12);
  const ready = path.join(dir, `proxy-${of}-${digest}`);
  if (fs.existsSync(ready)) return;
  console.log(`Making the ${of}'s preview proxy (once)…`);
  await runFfmpeg(['-loglevel', 'error', ...args], { ffmpegPath, timeoutMs: 600_000 });
  fs.writeFileSync(ready, '');
}
