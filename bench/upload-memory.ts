/**
 * `npm run bench:upload-memory`: one 1 GB video upload streamed through the API into an S3 bucket
 * (s3rver, started here at a local port), while the API, a server process of its own
 * (`src/server.ts`), is sampled for its resident memory (VmRSS, every 50 ms). The file is a real
 * 2 s H.264 MP4 with its index first, followed by one `free` box of zeros up to 1 GB: a valid MP4
 * that passes every upload check (sniffing, ffprobe, the decode of its last second, the poster),
 * which ffmpeg reads from the bucket through a presigned URL. It prints the baseline after a
 * warm-up upload, the peak during the big one, the growth against the goal (≤ 64 MB), the time and
 * throughput, and that the bucket holds the whole file. BENCH_UPLOAD_MB sets the size (default 1024).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { locateFfmpeg } from '../apps/server/src/modules/media';
import { S3Storage } from '../apps/server/src/modules/media/s3-storage';
import { registerAccount } from '../apps/server/src/test-support/accounts-fixture';
import { forwardingApp } from '../apps/server/src/test-support/forwarding-app';
import { startLocalS3 } from '../apps/server/src/test-support/local-s3';
import { startServer, waitForUrl } from '../apps/server/src/test-support/server-process';
import { multipartBody } from '../apps/server/src/test-support/upload-fixtures';

const MB = 1024 * 1024;
const GOAL_MB = 64;
const totalBytes = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB;

/** The process's resident memory, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** A short MP4 with its index first, so the padding after it is never read to play it. */
function makeClip(dir: string): Buffer {
  const file = path.join(dir, 'clip.mp4');
  // prettier-ignore
  const result = spawnSync(locateFfmpeg().path, [
    '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '2',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart',
    file,
  ]);
  if (result.status !== 0) throw new Error(`ffmpeg: ${result.stderr.toString()}`);
  return fs.readFileSync(file);
}

/** The clip, then a `free` box (64-bit size) of zeros filling the file up to `size` bytes. */
function* paddedClip(clip: Buffer, size: number): Generator<Buffer> {
  yield clip;
  const boxBytes = size - clip.length;
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0); // size 1: the 64-bit size follows the type
  header.write('free', 4, 'latin1');
  header.writeBigUInt64BE(BigInt(boxBytes), 8);
  yield header;
  const zeros = Buffer.alloc(MB);
  let left = boxBytes - header.length;
  while (left > 0) {
    const chunk = left >= zeros.length ? zeros : zeros.subarray(0, left);
    left -= chunk.length;
    yield chunk;
  }
}

/** POSTs the file as multipart/form-data, streamed from the generator, never whole in memory. */
function postStreamed(
  url: string,
  token: string,
  parts: () => Iterable<Buffer>,
  size: number,
): Promise<{ status: number; body: string }> {
  const { payload, headers } = multipartBody([{ fileName: 'big.mp4', content: Buffer.alloc(0) }]);
  // The empty body's envelope, split where the file's bytes go.
  const text = payload.toString('latin1');
  const at = text.indexOf('\r\n\r\n') + 4;
  const head = payload.subarray(0, at);
  const tail = payload.subarray(at);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/uploads`,
      {
        method: 'POST',
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          'content-length': String(head.length + size + tail.length),
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    Readable.from(
      (function* () {
        yield head;
        yield* parts();
        yield tail;
      })(),
    ).pipe(request);
  });
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-bench-upload-'));
  const s3 = await startLocalS3('frameshop-bench');
  const server = await startServer({
    ...s3.env,
    DATA_DIR: path.join(dir, 'data'),
    UPLOAD_MAX_VIDEO_BYTES: String(totalBytes + MB),
    UPLOAD_QUOTA_BYTES: String(2 * totalBytes + 16 * MB),
  });
  try {
    const url = await waitForUrl(server);
    const pid = server.child.pid!;
    const forwarding = await forwardingApp(url);
    const { token } = await registerAccount(forwarding);
    await forwarding.close();
    const clip = makeClip(dir);

    // Warm-up: the first upload loads ffmpeg's paths, the SDK and the code paths the big one takes.
    const warm = await postStreamed(url, token, () => [clip], clip.length);
    if (warm.status !== 201) throw new Error(`warm-up upload: ${warm.status} ${warm.body}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = Math.min(...[0, 1, 2, 3, 4].map(() => rssOf(pid)));

    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
    const started = performance.now();
    const answer = await postStreamed(url, token, () => paddedClip(clip, totalBytes), totalBytes);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${answer.body}`);
    const upload = JSON.parse(answer.body) as { uploadId: string; sizeBytes: number };

    const storage = new S3Storage(s3.config);
    const key = new URL((JSON.parse(answer.body) as { url: string }).url).pathname.slice(
      `/${s3.config.bucket}/`.length,
    );
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }),
    );
    const growth = (peak - baseline) / MB;
    console.log(`upload of ${(totalBytes / MB).toFixed(0)} MB through the API into the bucket`);
    console.log(`  answered             201, ${upload.sizeBytes} bytes, ${seconds.toFixed(1)} s`);
    console.log(`  throughput           ${(totalBytes / MB / seconds).toFixed(1)} MB/s`);
    console.log(`  in the bucket        ${head.ContentLength} bytes at ${key}`);
    console.log(
      `  API resident memory  ${(baseline / MB).toFixed(1)} MB before, ${(peak / MB).toFixed(1)} MB at peak`,
    );
    console.log(
      `  growth               ${growth.toFixed(1)} MB (goal ≤ ${GOAL_MB} MB): ${growth <= GOAL_MB ? 'pass' : 'FAIL'}`,
    );
    if (head.ContentLength !== totalBytes || growth > GOAL_MB) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await s3.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
