import fs from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config/env';

/** s3rver's fixed credentials: it checks signatures made with them. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  /** Path-style, at the stand-in's address. */
  config: S3Config;
  /** The same as environment variables, for an app or a server process. */
  env: Record<string, string>;
  /** Where s3rver keeps the objects, for checks that nothing (no parts) is left. */
  directory: string;
  /** Multipart uploads the client aborted. */
  aborted: string[];
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, objects on local disk) on a free port at 127.0.0.1, with one
 * empty bucket: the bucket at its network boundary, for tests and benches.
 */
export async function startLocalS3(bucket = 'frameshop-test'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const aborted: string[] = [];
  answerMissingMultipartCalls(server, directory, aborted);
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
    timeoutMs: 10_000,
  };
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    aborted,
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver 3.7 lacks ListParts too (`GET /bucket/key?uploadId=…` answers 405), the call that resumes
 * an upload sent in parts: its answer, from the parts s3rver keeps (`<n>` and `<n>.md5`), in one
 * page as S3 gives up to 1,000 parts; an unknown upload is S3's 404 NoSuchUpload.
 */
async function listParts(
  uploadDir: string,
  url: URL,
  uploadId: string,
): Promise<{ status: number; xml: string }> {
  const names = await fs.readdir(uploadDir).catch(() => null);
  if (!names) {
    return {
      status: 404,
      xml: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
    };
  }
  const numbers = names
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (number) => {
      const file = path.join(uploadDir, String(number));
      const [stat, md5] = await Promise.all([fs.stat(file), fs.readFile(`${file}.md5`, 'utf8')]);
      return (
        `<Part><PartNumber>${number}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified>` +
        `<ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`
      );
    }),
  );
  const key = decodeURIComponent(url.pathname.split('/').slice(2).join('/'));
  return {
    status: 200,
    xml:
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Bucket>${url.pathname.split('/')[1]}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId>` +
      `<PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker>` +
      `<MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
  };
}

/**
 * s3rver 3.7 lacks AbortMultipartUpload (`DELETE /bucket/key?uploadId=…` answers 405), the call a
 * failed upload must make; here it is, as S3 does it: the upload's parts are dropped, 204. And
 * ListParts, answered by `listParts`.
 */
function answerMissingMultipartCalls(server: S3rver, directory: string, aborted: string[]): void {
  const http = server.httpServer;
  const [s3rverListener] = http.listeners('request') as RequestListener[];
  http.removeAllListeners('request');
  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    const bucket = url.pathname.split('/')[1] ?? '';
    if (request.method === 'GET' && uploadId && /^[0-9a-f]+$/.test(uploadId)) {
      listParts(path.join(directory, bucket, '._S3rver_uploads', uploadId), url, uploadId).then(
        ({ status, xml }) =>
          response.writeHead(status, { 'content-type': 'application/xml' }).end(xml),
        () => response.writeHead(500).end(),
      );
      return;
    }
    if (request.method !== 'DELETE' || !uploadId || !/^[0-9a-f]+$/.test(uploadId)) {
      s3rverListener!(request, response);
      return;
    }
    aborted.push(uploadId);
    fs.rm(path.join(directory, bucket, '._S3rver_uploads', uploadId), {
      recursive: true,
      force: true,
    }).then(
      () => response.writeHead(204).end(),
      () => response.writeHead(500).end(),
    );
  });
}
