import { AdminMessage } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { adminErrorMessage } from '../admin-error-message';

/** The dashboard's error view: the message, Try Again, Go to Login Page and the three fix steps. */
export function AdminError({
  error,
  onRetry,
  onGoToLogin,
}: {
  error: unknown;
  onRetry: () => void;
  onGoToLogin: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-card bg-danger-50 px-6 py-10 text-center ring-1 ring-danger-600/20 ring-inset"
    >
      <AlertCircleIcon className="size-8 text-danger-600" />
      <p className="max-w-prose font-medium text-danger-700">{adminErrorMessage(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{AdminMessage.tryAgain}</Button>
        <Button variant="secondary" onClick={onGoToLogin}>
          {AdminMessage.goToLogin}
        </Button>
      </div>
      <div className="text-left text-sm text-ink-muted">
        <p className="font-semibold text-ink">To fix this:</p>
        <ol className="mt-1 list-decimal pl-5">
          {AdminMessage.fixSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
