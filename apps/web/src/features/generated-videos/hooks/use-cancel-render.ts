import { RenderMessage } from '@frameshop/contract';
import type { Render } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { formatCredits } from '../../../lib/format';
import { generatedVideosQueryOptions } from '../api/get-generated-videos';
import type { GeneratedVideoItem } from '../api/get-generated-videos';

/**
 * Cancels a render. The call itself belongs to the renders feature; the route hands it in, since
 * features do not import each other.
 */
export type CancelRender = (
  renderId: string,
) => Promise<{ render: Render; remainingCredits: number }>;

/** What the toast says: the credits that came back, when the render held any. */
export function cancelledMessage(render: Render): string {
  return render.refundedCredits > 0
    ? `Render cancelled. ${formatCredits(render.refundedCredits)} returned to your account.`
    : RenderMessage.cancelled;
}

/**
 * Cancel on the Generated Videos tab: the entry shows as cancelled at once, the navbar shows the
 * balance the server reported (then the profile is fetched again, as after a purchase), and a
 * toast says what came back. A failure is left to the caller to show in its dialog; the list is
 * fetched again in case the render finished meanwhile.
 */
export function useCancelRender(
  cancelRender: CancelRender,
  onCreditsChanged: (remainingCredits: number) => unknown,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { queryKey } = generatedVideosQueryOptions;
  return useMutation({
    mutationFn: cancelRender,
    onSuccess: ({ render, remainingCredits }) => {
      queryClient.setQueryData(queryKey, (videos: GeneratedVideoItem[] | undefined) =>
        videos?.map((video) => (video.jobId === render.jobId ? { ...video, ...render } : video)),
      );
      void onCreditsChanged(remainingCredits);
      toast.show({ type: 'success', message: cancelledMessage(render) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
