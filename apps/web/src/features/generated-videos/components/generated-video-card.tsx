import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Button } from '../../../components/ui/button';
import { AlertCircleIcon, DownloadIcon, ExpandIcon, FilmIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import type { GeneratedVideoItem } from '../api/get-generated-videos';
import { statusTone } from '../list-view';
import type { StatusTone } from '../list-view';

const badgeStyles: Record<StatusTone, string> = {
  green: 'bg-success-50 text-success-700 ring-success-600/20',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  red: 'bg-danger-50 text-danger-700 ring-danger-600/20',
  gray: 'bg-slate-100 text-ink-muted ring-slate-400/25',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${badgeStyles[tone]}`}
    >
      {status || 'unknown'}
    </span>
  );
}

/** One render job: what it shows depends on its status (playable only once completed). */
export function GeneratedVideoCard({ video }: { video: GeneratedVideoItem }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const playable = video.status === 'completed' && video.signedUrl;
  const title = video.templateName || `Template ${video.templateId}`;

  return (
    <li className="flex flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line">
      <div className="relative aspect-video bg-slate-900">
        {playable ? (
          <video
            ref={videoRef}
            src={video.signedUrl ?? undefined}
            controls
            preload="metadata"
            playsInline
            className="size-full object-contain"
            aria-label={`Generated video from ${title}`}
          />
        ) : (
          <StatusArea video={video} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-semibold text-ink">
            <Link
              to={paths.template(video.templateId)}
              className="line-clamp-2 hover:text-brand-700 hover:underline"
            >
              {title}
            </Link>
          </h3>
          <StatusBadge status={video.status} />
        </div>
        <dl className="grid gap-1 text-xs text-ink-muted">
          <div className="flex gap-1.5">
            <dt>Job</dt>
            <dd className="min-w-0 truncate font-mono" title={video.jobId}>
              {video.jobId}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>Created</dt>
            <dd>
              <time dateTime={video.createdAt}>{formatDate(video.createdAt)}</time>
            </dd>
          </div>
        </dl>
        {playable ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            <a
              href={video.signedUrl ?? undefined}
              download={`${title}-${video.jobId}.mp4`}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <DownloadIcon className="size-4" />
              Download
            </a>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void videoRef.current?.requestFullscreen?.()}
            >
              <ExpandIcon className="size-4" />
              Full screen
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function StatusArea({ video }: { video: GeneratedVideoItem }) {
  const centred =
    'absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center';
  if (video.status === 'queued' || video.status === 'processing') {
    return (
      <div className={`${centred} text-white`}>
        <Spinner className="size-7 text-amber-300" />
        <p className="text-sm font-semibold">Processing...</p>
      </div>
    );
  }
  if (video.status === 'failed') {
    return (
      <div className={`${centred} bg-danger-50 text-danger-700`}>
        <AlertCircleIcon className="size-7" />
        <p className="text-sm font-semibold">Generation Failed</p>
        {video.errorMessage ? (
          <p className="line-clamp-3 text-xs text-danger-700/90">{video.errorMessage}</p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={`${centred} bg-slate-100 text-ink-muted`}>
      <FilmIcon className="size-7" />
      <p className="text-sm font-semibold">Video Unavailable</p>
    </div>
  );
}
