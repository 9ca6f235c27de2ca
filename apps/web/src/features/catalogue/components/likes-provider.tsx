import { ErrorMessage } from '@frameshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { referenceOf } from '../../../lib/api-error';
import { likedTemplatesKey } from '../api/query-keys';
import { LikesContext } from '../likes-context';
import { CatalogueText } from '../messages';
import type { LikeSource, LikesState } from '../likes-context';
import type { Viewer } from '../viewer';

/**
 * The like calls and the contract's wording load with the first heart pressed: this provider sits
 * on every page, and most visits never like anything, so their start-up builds none of the
 * commerce schemas.
 */
async function loadLikeCalls() {
  const [{ addToLiked }, { unlikeTemplate }, { CommerceMessage }] = await Promise.all([
    import('../api/add-to-liked'),
    import('../api/unlike-template'),
    import('@frameshop/contract/commerce'),
  ]);
  return { addToLiked, unlikeTemplate, CommerceMessage };
}

interface LikesProviderProps {
  viewer: Viewer;
  /** The profile's likedTemplates. */
  likedTemplateIds: readonly string[];
  /** Fetches the profile again: the spec's refetch after every like and unlike. */
  onLikesChanged: () => Promise<void>;
  /**
   * A signed-out visitor's like: asks them to sign in, saying why (the spec's wording). The app
   * opens its sign-in dialog, which says it itself, so no toast covers that dialog's buttons.
   */
  onSignInRequired: (reason: string) => void;
  children: ReactNode;
}

/**
 * Likes and unlikes for every heart on the page. A change shows at once (optimistic), and stays
 * until the profile fetched after it agrees; a refused one goes back to what it was, with the
 * spec's message.
 */
export function LikesProvider({
  viewer,
  likedTemplateIds,
  onLikesChanged,
  onSignInRequired,
  children,
}: LikesProviderProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const liked = useMemo(() => new Set(likedTemplateIds), [likedTemplateIds]);
  // The state each changing template is going to; the profile says the rest.
  const [changing, setChanging] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  // What the person last asked for, per template, read synchronously: a press while a request is
  // on its way is remembered and sent after it, so a quick like-then-unlike ends unliked.
  const wanted = useRef(new Map<string, boolean>());

  const isLiked = useCallback(
    (templateId: string) => changing.get(templateId) ?? liked.has(templateId),
    [changing, liked],
  );
  const isChanging = useCallback((templateId: string) => changing.has(templateId), [changing]);

  const change = useCallback(
    async (templateId: string, toLiked: boolean, source: LikeSource) => {
      // A list's heart only likes (spec): liking again is refused there, before anything is sent.
      if (toLiked && source === 'list' && isLiked(templateId)) {
        const { CommerceMessage } = await loadLikeCalls().catch(() => ({
          CommerceMessage: undefined,
        }));
        toast.show({
          type: 'error',
          message: CommerceMessage?.alreadyLiked ?? ErrorMessage.network,
        });
        return;
      }
      const sending = wanted.current.has(templateId);
      wanted.current.set(templateId, toLiked);
      setChanging((current) => new Map(current).set(templateId, toLiked));
      if (sending) return; // the request on its way sends this wish when it is done

      // What the server holds: the profile's word until a request here changes it.
      let stored = liked.has(templateId);
      let failure: string = ErrorMessage.network;
      try {
        const calls = await loadLikeCalls();
        for (let next = wanted.current.get(templateId); next !== undefined && next !== stored;) {
          failure = next
            ? calls.CommerceMessage.failedToLike
            : calls.CommerceMessage.failedToUpdateLike;
          await (next ? calls.addToLiked(templateId) : calls.unlikeTemplate(templateId));
          stored = next;
          toast.show({
            type: 'success',
            message: next ? calls.CommerceMessage.liked : calls.CommerceMessage.unliked,
          });
          next = wanted.current.get(templateId);
        }
        void queryClient.invalidateQueries({ queryKey: likedTemplatesKey });
        await onLikesChanged();
      } catch (error) {
        // Until the contract's wording arrives, a failure is the connection's (its code did not load).
        toast.show({ type: 'error', message: failure, reference: referenceOf(error) });
      } finally {
        wanted.current.delete(templateId);
        setChanging((current) => {
          if (!current.has(templateId)) return current;
          const next = new Map(current);
          next.delete(templateId);
          return next;
        });
      }
    },
    [isLiked, liked, onLikesChanged, queryClient, toast],
  );

  const like = useCallback(
    (templateId: string, source: LikeSource) => void change(templateId, true, source),
    [change],
  );
  const unlike = useCallback(
    (templateId: string) => void change(templateId, false, 'detail'),
    [change],
  );

  const askToSignIn = useCallback(
    () => onSignInRequired(CatalogueText.logInToLike),
    [onSignInRequired],
  );

  const value = useMemo<LikesState>(
    () => ({ viewer, isLiked, isChanging, like, unlike, askToSignIn }),
    [viewer, isLiked, isChanging, like, unlike, askToSignIn],
  );
  return <LikesContext value={value}>{children}</LikesContext>;
}
