/**
 * The HTTP half of the commerce bench, in its own process so the client's work does not run on the
 * server's event loop: reads `{ baseUrl, connections, seconds, jobs }` as JSON from stdin, POSTs one
 * purchase per job over keep-alive connections (written by hand, as wrk does, so the client's CPU
 * stays small beside the server's), and writes the LoadResult as JSON to stdout.
 */
import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { commerceEndpoints, IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import { runLoad, type LoadResult } from './load-loop';
import { RawHttpConnection } from './raw-http-connection';

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
// As many connections as attempts in flight: each attempt takes a free one and gives it back.
const idle = await Promise.all(
  Array.from({ length: input.connections }, () => RawHttpConnection.open(url)),
);
const all = [...idle];

/** One purchase as the web app sends it (with a fresh Idempotency-Key); undefined when it sold. */
async function purchase(job: HttpJob): Promise<string | undefined> {
  const connection = idle.pop()!;
  try {
    const answer = await connection.request(
      'POST',
      url,
      {
        'content-type': 'application/json',
        authorization: `Bearer ${job.token}`,
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      },
      JSON.stringify({ templateId: String(job.templateId), templateType: 'video' }),
    );
    const body = JSON.parse(answer.body) as { alreadyPurchased?: boolean; code?: string };
    if (answer.status !== 200) return `HTTP ${answer.status} ${body.code ?? ''}`.trim();
    return body.alreadyPurchased === false ? undefined : 'answered already purchased';
  } finally {
    idle.push(connection);
  }
}

const cpu = process.cpuUsage();
const result = await runLoad(input.jobs, input, purchase);
const { user, system } = process.cpuUsage(cpu);
for (const connection of all) connection.close();
const answer: HttpLoadResult = { ...result, clientCpuMs: (user + system) / 1000 };
process.stdout.write(JSON.stringify(answer));
