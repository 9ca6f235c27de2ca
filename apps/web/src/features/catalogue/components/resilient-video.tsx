import { CatalogueMessage, MEDIA_RETRY_LIMIT } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { useResilientMedia } from '../hooks/use-resilient-media';
import { MediaRetryButton } from './media-retry-button';
import { MediaStatus } from './media-status';

export interface ResilientVideoProps {
  /** Null when there is no video to play: the "Video unavailable" placeholder shows. */
  src: string | null;
  poster?: string;
  /** The video's own size, so the browser reserves its box before anything loads. */
  width: number;
  height: number;
  /** What the video shows, for screen readers. */
  label: string;
  className?: string;
}

/**
 * A video player that survives a flaky file: the file is checked with HEAD before the player gets
 * it, a playback error is retried with fresh URLs, and only then does a Media Loading Error with a
 * manual retry appear. Nothing is downloaded before the visitor presses play (preload="none"); the
 * poster stands in until then.
 */
export function ResilientVideo(props: ResilientVideoProps) {
  // A new source starts a new sequence of checks and retries.
  return <ResilientVideoPlayer key={props.src ?? ''} {...props} />;
}

function ResilientVideoPlayer({
  src,
  poster,
  width,
  height,
  label,
  className = '',
}: ResilientVideoProps) {
  const { phase, retries, elementSrc, onError, retry } = useResilientMedia(src, { preload: true });

  return (
    <div className={`relative overflow-hidden ${className}`}>
      <video
        className="size-full object-contain"
        src={elementSrc}
        poster={poster}
        width={width}
        height={height}
        preload="none"
        controls={phase === 'ready'}
        playsInline
        aria-label={label}
        aria-busy={phase === 'checking' || phase === 'retrying'}
        onError={onError}
      />
      {phase === 'retrying' ? (
        <MediaStatus
          tone="progress"
          title={CatalogueMessage.videoUnavailable}
          detail={`Trying again (${retries + 1}/${MEDIA_RETRY_LIMIT})…`}
        />
      ) : null}
      {phase === 'missing' ? (
        <MediaStatus
          tone="problem"
          title={CatalogueMessage.videoUnavailable}
          detail={CatalogueMessage.videoFileMissing}
          action={
            src === null ? null : (
              <Button size="sm" variant="secondary" onClick={retry}>
                Try again
              </Button>
            )
          }
        />
      ) : null}
      {phase === 'failed' ? (
        <MediaStatus
          tone="problem"
          title={CatalogueMessage.mediaLoadingError}
          detail="The video could not be loaded."
          action={<MediaRetryButton retries={retries} onRetry={retry} />}
        />
      ) : null}
    </div>
  );
}
