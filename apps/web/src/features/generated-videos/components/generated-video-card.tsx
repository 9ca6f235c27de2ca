import { resultFileName } from '@frameshop/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Button } from '../../../components/ui/button';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  CloseIcon,
  DownloadIcon,
  ExpandIcon,
  FilmIcon,
} from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { formatCredits } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { isActiveVideo } from '../api/get-generated-videos';
import type { GeneratedVideoItem } from '../api/get-generated-videos';
import { statusTone, videoTitle } from '../list-view';
import type { StatusTone } from '../list-view';
import { etaText, queueText } from '../render-progress';
import { RenderProgressBar } from './render-progress-bar';

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

interface GeneratedVideoCardProps {
  video: GeneratedVideoItem;
  /** Offers Cancel on a queued or processing render; without it there is no Cancel. */
  onCancel?: (video: GeneratedVideoItem) => void;
}

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** One render job: what it shows depends on its status (playable only once completed). */
export function GeneratedVideoCard({ video, onCancel }: GeneratedVideoCardProps) {
  const videoRef = useRef<FullscreenVideo>(null);
  const pictureRef = useRef<HTMLImageElement>(null);
  const isPicture = video.format !== 'mp4';
  const title = videoTitle(video);
  const latestUrl = video.status === 'completed' ? video.signedUrl : null;
  // The player keeps the link it started with: the list is polled while other renders run, and a
  // re-signed link (S3 signs anew on every answer) would reload a video that is playing. A newer
  // link is taken only when the player's own one fails (it expired).
  const [playerUrl, setPlayerUrl] = useState(latestUrl);
  if (playerUrl === null && latestUrl !== null) setPlayerUrl(latestUrl);
  const playable = latestUrl !== null && playerUrl !== null;

  const enterFullScreen = () => {
    const picture = pictureRef.current;
    if (picture) {
      void picture.requestFullscreen?.().catch(() => {});
      return;
    }
    const player = videoRef.current;
    if (!player) return;
    // iPhone Safari has no element full screen, only its own player's.
    if (player.requestFullscreen) void player.requestFullscreen().catch(() => {});
    else player.webkitEnterFullscreen?.();
  };

  return (
    <li className="flex flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line">
      <div className="relative aspect-video bg-slate-900">
        {playable && isPicture ? (
          // An exported picture is shown as one: a player would offer a file it cannot play.
          <img
            ref={pictureRef}
            src={playerUrl}
            alt={`Generated picture from ${title}`}
            onError={() => {
              if (latestUrl !== playerUrl) setPlayerUrl(latestUrl);
            }}
            className="size-full object-contain"
          />
        ) : playable ? (
          <video
            ref={videoRef}
            src={playerUrl}
            // The video's own still (the server sends no template poster for a finished video):
            // phones that load no frame before play would otherwise show a black box.
            poster={video.posterUrl ?? undefined}
            controls
            preload="metadata"
            playsInline
            onError={() => {
              if (latestUrl !== playerUrl) setPlayerUrl(latestUrl);
            }}
            className="size-full object-contain"
            aria-label={`Generated video from ${title}`}
          />
        ) : (
          <StatusArea video={video} title={title} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-semibold text-ink">
            <Link
              to={paths.template(video.templateId)}
              className="line-clamp-2 break-words hover:text-brand-700 hover:underline"
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
          {video.madeBy ? (
            <div className="flex gap-1.5">
              <dt>Made by</dt>
              <dd className="min-w-0 truncate">{video.madeBy}</dd>
            </div>
          ) : null}
        </dl>
        {video.batchId ? (
          <p className="text-xs">
            <Link
              to={paths.batch(video.batchId)}
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              Part of a batch: see all its results
            </Link>
          </p>
        ) : null}
        {video.refundedCredits > 0 ? (
          <p className="flex items-center gap-1.5 text-xs font-medium text-success-700">
            <CheckCircleIcon className="size-4 shrink-0" />
            {formatCredits(video.refundedCredits)} returned to your balance
          </p>
        ) : null}
        {playable ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            <a
              href={latestUrl}
              download={resultFileName(video)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <DownloadIcon className="size-4" />
              Download
            </a>
            <Button variant="ghost" size="sm" onClick={enterFullScreen}>
              <ExpandIcon className="size-4" />
              Full screen
            </Button>
          </div>
        ) : null}
        {onCancel && isActiveVideo(video) ? (
          <div className="mt-auto pt-1">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onCancel(video)}
              aria-label={`Cancel render of ${title}${video.heldCredits ? `, returning ${formatCredits(video.heldCredits)}` : ''}`}
            >
              <CloseIcon className="size-4" />
              {/* What a cancel gives back, said on the button itself: the credits are held, not gone. */}
              {video.heldCredits
                ? `Cancel and get ${formatCredits(video.heldCredits)} back`
                : 'Cancel render'}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

const centred = 'absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center';

function StatusArea({ video, title }: { video: GeneratedVideoItem; title: string }) {
  if (isActiveVideo(video)) {
    return (
      <>
        {video.posterUrl ? (
          <img
            src={video.posterUrl}
            alt=""
            className="absolute inset-0 size-full object-cover opacity-35"
          />
        ) : null}
        <div className={`${centred} bg-slate-900/40 text-white`}>
          <Spinner className="size-7 text-amber-300" />
          <p className="text-sm font-semibold">Processing...</p>
          {video.status === 'processing' ? (
            <RenderProgressBar value={video.progress} label={`Render of ${title}`} />
          ) : null}
          {video.status === 'queued' && video.queuePosition !== null ? (
            <p className="text-xs text-white/85">{queueText(video.queuePosition)}</p>
          ) : null}
          {video.etaSeconds !== null ? (
            <p className="text-xs text-white/85">{etaText(video.etaSeconds)}</p>
          ) : null}
        </div>
      </>
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
  if (video.status === 'cancelled') {
    return (
      <div className={`${centred} bg-slate-100 text-ink-muted`}>
        <span className="grid size-9 place-items-center rounded-full ring-2 ring-slate-300">
          <CloseIcon className="size-5" />
        </span>
        <p className="text-sm font-semibold text-ink">Render Cancelled</p>
        <p className="max-w-64 text-xs">Stopped before it finished.</p>
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
