import { HeartIcon } from '../../../components/ui/icons';
import type { Viewer } from '../viewer';
import { ComingSoon } from './coming-soon';

interface LikeButtonProps {
  viewer: Viewer;
  /** Whether the signed-in user has already liked this template. */
  liked: boolean;
  /** What a signed-out visitor's press does (an alert, or the trip to /login). */
  onSignInRequired: () => void;
}

const base =
  'grid size-11 shrink-0 place-items-center rounded-full ring-1 ring-inset transition-colors';

/**
 * The like toggle. Visitors are asked to sign in; for signed-in users liking opens with the
 * likes feature, so until then the button shows their current state and says it is coming.
 */
export function LikeButton({ viewer, liked, onSignInRequired }: LikeButtonProps) {
  const icon = <HeartIcon className={`size-5 ${liked ? 'fill-current text-accent-500' : ''}`} />;
  if (viewer === 'signed-in') {
    return (
      // The button ends the title row, at the screen's edge on a phone.
      <ComingSoon align="end">
        {(tooltipId) => (
          <button
            type="button"
            aria-pressed={liked}
            aria-disabled="true"
            aria-describedby={tooltipId}
            aria-label={liked ? 'Liked' : 'Like this template'}
            className={`${base} cursor-not-allowed bg-surface text-ink-subtle ring-line`}
          >
            {icon}
          </button>
        )}
      </ComingSoon>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={false}
      aria-label="Like this template"
      onClick={viewer === 'signed-out' ? onSignInRequired : undefined}
      className={`${base} bg-surface text-ink-muted ring-line hover:bg-accent-400/10 hover:text-accent-500`}
    >
      {icon}
    </button>
  );
}
