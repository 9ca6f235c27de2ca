import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

interface MediaStatusProps {
  title: string;
  detail?: string;
  /** A failure the visitor can act on is announced as an alert; progress politely. */
  tone: 'progress' | 'problem';
  action?: ReactNode;
}

/** Covers a media frame that cannot show its media, keeping the frame's size. */
export function MediaStatus({ title, detail, tone, action }: MediaStatusProps) {
  return (
    <div
      role={tone === 'problem' ? 'alert' : 'status'}
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-950/75 p-4 text-center text-white backdrop-blur-sm"
    >
      {tone === 'progress' ? <Spinner className="size-6 text-white/80" /> : null}
      <p className="text-base font-semibold">{title}</p>
      {detail ? <p className="max-w-xs text-sm text-white/75">{detail}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
