import { keepPreviousData, useQuery } from '@tanstack/react-query';

type Fetcher<T> = (token: string, params: URLSearchParams, signal?: AbortSignal) => Promise<T>;

/**
 * One table's figures, kept on screen while the next period loads. A custom range waits for both
 * days; a refusal is shown at once (retrying a 401 would only refuse again). Under the `admin`
 * key, so logging out of the dashboard forgets them.
 *
 * Never fresh for long: the figures are asked again each time a tab is shown and when the owner
 * comes back to the window, unlike the app's other queries (fresh for 30 s, not asked again on
 * focus). Kept, they showed Total Sales 0 after two sales made in another window, until a reload.
 */
export function useAdminFigures<T>(
  name: string,
  fetcher: Fetcher<T>,
  token: string,
  params: URLSearchParams,
  enabled: boolean,
  /** Asks again this often while the figures say something is under way; never by default. */
  refreshWhile?: (data: T) => number | false,
) {
  return useQuery<T>({
    queryKey: ['admin', name, params.toString()],
    queryFn: ({ signal }) => fetcher(token, params, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
    refetchInterval: (query) =>
      refreshWhile && query.state.data ? refreshWhile(query.state.data) : false,
  });
}
