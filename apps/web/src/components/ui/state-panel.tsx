import type { ReactNode } from 'react';

const tones = {
  /** Content on its way: a quiet, tall, centred region. */
  waiting: {
    role: 'status',
    panel: 'flex min-h-[40vh] flex-col items-center justify-center gap-3 px-4 text-ink-muted',
    message: 'text-sm font-medium',
  },
  /** Content that failed to load: a red card that is announced at once. */
  failed: {
    role: 'alert',
    panel:
      'flex flex-col items-center gap-4 rounded-card bg-danger-50 px-6 py-12 text-center ring-1 ring-danger-600/20 ring-inset',
    message: 'font-medium text-danger-700',
  },
} as const;

interface StatePanelProps {
  tone: keyof typeof tones;
  icon: ReactNode;
  message: ReactNode;
  /** What the visitor can do about it (try again). */
  children?: ReactNode;
}

/** What stands in a region while its content is not there: an icon, a line, maybe an action. */
export function StatePanel({ tone, icon, message, children }: StatePanelProps) {
  const style = tones[tone];
  return (
    <div role={style.role} className={style.panel}>
      {icon}
      <p className={style.message}>{message}</p>
      {children}
    </div>
  );
}
