/**
 * The HTTP half of the commerce bench, in its own process so the client's work does not run on the
 * server's event loop: reads `{ baseUrl, connections, seconds, jobs }` as JSON from stdin, POSTs one
 * purchase per job over keep-alive connections, and writes the LoadResult as JSON to stdout.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { text } from 'node:stream/consumers';
import { commerceEndpoints, IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import { runLoad, type LoadResult } from './load-loop';

export interface HttpJob {
  token: string;
  templateId: number;
}

/** What the load process did, with its own CPU time: it shares the cores with the server. */
export type HttpLoadResult = LoadResult & { clientCpuMs: number };

export interface HttpLoadInput {
  baseUrl: string;
  connections: number;
  seconds: number;
  jobs: HttpJob[];
}

const input = JSON.parse(await text(process.stdin)) as HttpLoadInput;
const url = new URL(commerceEndpoints.purchaseTemplate.path, input.baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });

/** One purchase as the web app sends it (with a fresh Idempotency-Key); undefined when it sold. */
function purchase(job: HttpJob): Promise<string | undefined> {
  const body = JSON.stringify({ templateId: String(job.templateId), templateType: 'video' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${job.token}`,
          [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString()) as {
            alreadyPurchased?: boolean;
            code?: string;
          };
          if (response.statusCode !== 200) {
            resolve(`HTTP ${response.statusCode} ${answer.code ?? ''}`.trim());
          } else {
            resolve(answer.alreadyPurchased === false ? undefined : 'answered already purchased');
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const cpu = process.cpuUsage();
const result = await runLoad(input.jobs, input, purchase);
const { user, system } = process.cpuUsage(cpu);
agent.destroy();
const answer: HttpLoadResult = { ...result, clientCpuMs: (user + system) / 1000 };
process.stdout.write(JSON.stringify(answer));
