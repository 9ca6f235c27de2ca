import { CatalogueMessage } from '@frameshop/contract';
import { useResilientMedia } from '../hooks/use-resilient-media';
import { MediaRetryButton } from './media-retry-button';
import { MediaStatus } from './media-status';

interface ResilientImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold, load at once; elsewhere, when scrolled near. */
  eager?: boolean;
}

/** An image with the same retries as ResilientVideo, and its box reserved by width and height. */
export function ResilientImage(props: ResilientImageProps) {
  return <ResilientImageBody key={props.src} {...props} />;
}

function ResilientImageBody({
  src,
  alt,
  width,
  height,
  className = '',
  eager,
}: ResilientImageProps) {
  // Images are fetched by the browser when needed; a HEAD first would defeat lazy loading.
  const { phase, retries, elementSrc, onError, retry } = useResilientMedia(src, { preload: false });

  return (
    <div className={`relative overflow-hidden ${className}`}>
      {elementSrc ? (
        <img
          className="size-full object-contain"
          src={elementSrc}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={onError}
        />
      ) : null}
      {phase === 'retrying' ? (
        <MediaStatus tone="progress" title="Image unavailable" detail="Trying again…" />
      ) : null}
      {phase === 'failed' ? (
        <MediaStatus
          tone="problem"
          title={CatalogueMessage.mediaLoadingError}
          detail="The image could not be loaded."
          action={<MediaRetryButton retries={retries} onRetry={retry} />}
        />
      ) : null}
    </div>
  );
}
