import { useEffect, useEffectEvent, useState } from 'react';
import { HeartIcon } from '../../../components/ui/icons';
import { useLikes } from '../hooks/use-likes';
import type { LikeSource } from '../likes-context';

interface LikeButtonProps {
  templateId: string;
  /** Names the button in a list of cards ("Like Neon Intro"); a detail page's is "this template". */
  templateName?: string;
  /** A list's heart only likes; a detail page's toggles. */
  source: LikeSource;
  /** What a signed-out visitor's press does; by default the sign-in dialog (askToSignIn). */
  onSignInRequired?: () => void;
  /** `overlay` sits on a card's poster. */
  appearance?: 'plain' | 'overlay';
}

const shapes = {
  plain: 'size-11 bg-surface ring-line',
  // No backdrop blur: one per card, each redone whenever the video under it moves.
  overlay: 'size-10 bg-white/95 shadow-card ring-black/5',
} as const;

/**
 * The like toggle. Its state is the shared one (useLikes), so every heart for a template changes
 * together, at once, and goes back if the server refuses.
 */
export function LikeButton({
  templateId,
  templateName,
  source,
  onSignInRequired,
  appearance = 'plain',
}: LikeButtonProps) {
  const { viewer, isLiked, isChanging, like, unlike, askToSignIn } = useLikes();
  const liked = viewer === 'signed-in' && isLiked(templateId);
  // A press while the session is still being checked is kept and carried out once it is known,
  // instead of being lost on a page that has just loaded.
  const [pressedEarly, setPressedEarly] = useState(false);

  const press = () => {
    if (viewer === 'signed-out') {
      (onSignInRequired ?? askToSignIn)();
    } else if (viewer === 'signed-in') {
      if (liked && source === 'detail') unlike(templateId);
      else like(templateId, source);
    } else {
      setPressedEarly(true);
    }
  };

  const carryOutEarlyPress = useEffectEvent(() => {
    setPressedEarly(false);
    press();
  });
  useEffect(() => {
    // One extra render, once, when the session becomes known after an early press.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pressedEarly && viewer !== 'unknown') carryOutEarlyPress();
  }, [pressedEarly, viewer]);

  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-busy={pressedEarly || isChanging(templateId) || undefined}
      aria-label={templateName ? `Like ${templateName}` : 'Like this template'}
      onClick={press}
      className={`grid shrink-0 place-items-center rounded-full ring-1 transition-colors ring-inset hover:bg-accent-400/10 hover:text-accent-500 ${shapes[appearance]} ${
        liked ? 'text-accent-500' : 'text-ink-muted'
      }`}
    >
      <HeartIcon className={`size-5 ${liked ? 'fill-current' : ''}`} />
    </button>
  );
}
