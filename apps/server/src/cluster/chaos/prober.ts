import { randomBytes } from 'node:crypto';
import { sleep } from '../waiting';
import type { Answer } from './answers';

/** Long past anything the store should take: a request that hangs is still measured. */
const PROBE_TIMEOUT_MS = 60_000;

/**
 * A signed-in visitor asking each API process for their balance (a read of the database on every
 * request) every `intervalMs`, one request at a time per process, each from an address of its
 * own so the rate limits never refuse it. `stop` answers everything it saw, as `probe api-<n>`.
 */
export function startProber(apiUrls: (() => string)[], token: string, intervalMs = 250) {
  const answers: Answer[] = [];
  let running = true;
  const loops = apiUrls.map(async (urlOf, n) => {
    while (running) {
      const startedAt = Date.now();
      const status = await fetch(new URL('/api/user-credits', urlOf()), {
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-for': `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`,
        },
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      }).then(
        async (answer) => {
          await answer.arrayBuffer();
          return answer.status;
        },
        () => 'error' as const,
      );
      const ms = Date.now() - startedAt;
      answers.push({ what: `probe api-${n + 1}`, startedAt, ms, status });
      await sleep(Math.max(0, intervalMs - ms));
    }
  });
  return {
    answers,
    /** Stops asking (again, harmlessly) and answers everything seen. */
    async stop(): Promise<Answer[]> {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}
