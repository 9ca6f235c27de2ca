import type { WebhookAttempt } from '@frameshop/contract';
import { formatDateTime } from '../../../lib/format';

/** An attempt's outcome in words: the status it was answered with, or why no answer came. */
function answerOf(attempt: WebhookAttempt): string {
  if (attempt.responseStatus !== null) return `Answered ${attempt.responseStatus}`;
  return `No answer${attempt.error ? `: ${attempt.error}` : ''}`;
}

/** Every attempt of a delivery, oldest first, each with its time, outcome and answer's start. */
export function WebhookAttemptList({ attempts }: { attempts: WebhookAttempt[] }) {
  if (attempts.length === 0) return null;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-ink-muted">
        {attempts.length === 1 ? 'The attempt' : `All ${attempts.length} attempts`}
      </summary>
      <ol aria-label="Attempts" className="mt-2 space-y-2">
        {attempts.map((attempt) => (
          <li key={attempt.attempt} className="space-y-1">
            <p className="text-ink-muted">
              Attempt {attempt.attempt} ·{' '}
              <time dateTime={attempt.at}>{formatDateTime(attempt.at)}</time> · {answerOf(attempt)}
            </p>
            {attempt.responseBody ? (
              <pre className="max-h-24 overflow-auto rounded bg-slate-50 p-2 font-mono break-all whitespace-pre-wrap text-ink">
                {attempt.responseBody}
              </pre>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
