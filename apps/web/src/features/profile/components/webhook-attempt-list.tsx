import type { WebhookAttempt } from '@frameshop/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';

/** An attempt's outcome in words: the status it was answered with, or why no answer came. */
function answerOf(attempt: WebhookAttempt): string {
  if (attempt.responseStatus !== null) return `Answered ${attempt.responseStatus}`;
  return `No answer${attempt.error ? `: ${attempt.error}` : ''}`;
}

/**
 * Every attempt of a delivery, oldest first, each with its time, outcome and answer's start;
 * shown when asked for, so the log stays one line a delivery.
 */
export function WebhookAttemptList({ attempts }: { attempts: WebhookAttempt[] }) {
  const [shown, setShown] = useState(false);
  if (attempts.length === 0) return null;
  const count = attempts.length === 1 ? 'the attempt' : `all ${attempts.length} attempts`;
  return (
    <div className="space-y-2 text-xs">
      <Button size="sm" variant="ghost" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {shown ? `Hide ${count}` : `Show ${count}`}
      </Button>
      {shown ? (
        <ol aria-label="Attempts" className="space-y-2">
          {attempts.map((attempt) => (
            <li key={attempt.attempt} className="space-y-1">
              <p className="text-ink-muted">
                Attempt {attempt.attempt} ·{' '}
                <time dateTime={attempt.at}>{formatDateTime(attempt.at)}</time> ·{' '}
                {answerOf(attempt)}
              </p>
              {attempt.responseBody ? (
                <pre className="max-h-24 overflow-auto rounded bg-slate-50 p-2 font-mono break-all whitespace-pre-wrap text-ink">
                  {attempt.responseBody}
                </pre>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
