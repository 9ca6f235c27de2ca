import type { ReactNode } from 'react';
import type { FieldMessage } from './field-message';
import { AlertCircleIcon, CheckCircleIcon } from './icons';

/** Attributes the control inside a FormField must carry to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Shown (and announced) under the control; an error sets aria-invalid. */
  message?: FieldMessage | null;
  hint?: ReactNode;
  /** Something on the label row's right, such as a "Forgot your password?" button. */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

const messageTone: Record<FieldMessage['tone'], string> = {
  error: 'text-danger-700',
  success: 'text-success-700',
  warning: 'text-warning-600',
  info: 'text-ink-muted',
};

/** A label, a control and its messages, wired together with ids for assistive technology. */
export function FormField({ id, label, message, hint, labelAside, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const messageId = message ? `${id}-message` : undefined;
  const describedBy = [messageId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': message?.tone === 'error' ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs leading-5 text-ink-muted">
          {hint}
        </p>
      ) : null}
      {/* Always present, so a message that appears is announced by the live region. */}
      <div aria-live="polite">
        {message ? (
          <p
            id={messageId}
            data-tone={message.tone}
            className={`mt-1.5 flex items-start gap-1.5 text-sm ${messageTone[message.tone]}`}
          >
            {message.tone === 'success' ? (
              <CheckCircleIcon className="mt-0.5 size-4 shrink-0" />
            ) : message.tone === 'info' ? null : (
              <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
            )}
            <span>{message.text}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
