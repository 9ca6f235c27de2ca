import http from 'node:http';

/** The start of an MP4 (an ftyp box), so the upload is taken for a video and streamed on. */
const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
]);

export interface SlowUpload {
  /** Bytes of the file sent so far. */
  sent(): number;
  /** The status it was answered, or the error that ended it (a cut connection). */
  ended: Promise<number | string>;
}

/**
 * A long video uploaded slowly to one API process (its own address, not the balancer's: the
 * connection stays on it), `chunkBytes` every `intervalMs`, up to `totalBytes`, as a phone on a
 * slow line sends one. Chunked, as a browser streaming a file it reads as it goes.
 */
export function startSlowUpload(
  apiUrl: string,
  token: string,
  address: string,
  options: { totalBytes: number; chunkBytes: number; intervalMs: number },
): SlowUpload {
  const boundary = `----frameshop-chaos-${Date.now().toString(16)}`;
  let sent = 0;
  const request = http.request(new URL('/api/uploads', apiUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': address,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  const ended = new Promise<number | string>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error) => resolve(error.message));
  });
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  request.write(MP4_HEAD);
  sent = MP4_HEAD.length;
  const chunk = Buffer.alloc(options.chunkBytes);
  const timer = setInterval(() => {
    if (request.destroyed) {
      clearInterval(timer);
      return;
    }
    if (sent >= options.totalBytes) {
      clearInterval(timer);
      request.end(`\r\n--${boundary}--\r\n`);
      return;
    }
    request.write(chunk);
    sent += chunk.length;
  }, options.intervalMs);
  void ended.finally(() => clearInterval(timer));
  return { sent: () => sent, ended };
}
