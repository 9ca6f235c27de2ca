import type { Answered, Steps } from '../buyer-journey';
import { sleep } from '../waiting';
import type { Answer } from './answers';

export interface RetryingSteps extends Steps {
  /** Every request sent, retries too. */
  answers: Answer[];
  /** Requests and flows sent again after a 503 or a lost connection. */
  retries: number;
  /** Answers other than expected that were not retried, and steps that gave up. */
  failures: string[];
}

/**
 * Steps as a client that meets an outage takes them: a 503 or a lost connection is tried again
 * after `pauseMs`, for up to `giveUpAfterMs` (as a browser retrying, or Razorpay redelivering a
 * webhook); any other unexpected answer is recorded and not retried.
 */
export function retryingSteps(options: { pauseMs: number; giveUpAfterMs: number }): RetryingSteps {
  const steps: RetryingSteps = {
    answers: [],
    retries: 0,
    failures: [],
    async request<A extends Answered>(what: string, expected: number, call: () => Promise<A>) {
      const deadline = Date.now() + options.giveUpAfterMs;
      for (;;) {
        const startedAt = Date.now();
        let answer: A | undefined;
        try {
          answer = await call();
        } catch (error) {
          steps.answers.push({ what, startedAt, ms: Date.now() - startedAt, status: 'error' });
          if (Date.now() > deadline) throw error;
        }
        if (answer) {
          steps.answers.push({
            what,
            startedAt,
            ms: Date.now() - startedAt,
            status: answer.statusCode,
          });
          if (answer.statusCode === expected) return answer;
          if (answer.statusCode !== 503 || Date.now() > deadline) {
            steps.failures.push(`${what} answered ${answer.statusCode}`);
            return answer;
          }
        }
        steps.retries += 1;
        await sleep(options.pauseMs);
      }
    },
    async flow<T>(what: string, run: () => Promise<T>) {
      const deadline = Date.now() + options.giveUpAfterMs;
      for (;;) {
        try {
          return await run();
        } catch (error) {
          if (Date.now() > deadline) {
            steps.failures.push(
              `${what} gave up: ${error instanceof Error ? error.message : String(error)}`,
            );
            throw error;
          }
        }
        steps.retries += 1;
        await sleep(options.pauseMs);
      }
    },
  };
  return steps;
}
