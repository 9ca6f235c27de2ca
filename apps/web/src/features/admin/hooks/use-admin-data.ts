import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getAdminAuditLog,
  getAdminRenders,
  getAdminRevenue,
  getAdminTemplates,
  getAdminUsers,
} from '../api/admin-api';
import { getSearchQueries } from '../api/search-admin-api';
import { isComplete, periodParams, type PeriodChoice } from '../admin-period';

type Fetcher<T> = (token: string, params: URLSearchParams, signal?: AbortSignal) => Promise<T>;

/**
 * One table's figures, kept on screen while the next period loads. A custom range waits for both
 * days; a refusal is shown at once (retrying a 401 would only refuse again).
 */
function useFigures<T>(
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
    retry: false,
    refetchInterval: (query) =>
      refreshWhile && query.state.data ? refreshWhile(query.state.data) : false,
  });
}

/** How often the Templates tab asks again while a template's media are being prepared. */
const PREPARING_REFRESH_MS = 3000;

export const useAdminTemplates = (token: string, choice: PeriodChoice) =>
  useFigures(
    'templates',
    getAdminTemplates,
    token,
    periodParams(choice),
    isComplete(choice),
    (data) =>
      data.templates.some((template) => template.mediaState === 'preparing')
        ? PREPARING_REFRESH_MS
        : false,
  );

export const useAdminRevenue = (token: string, choice: PeriodChoice) =>
  useFigures('revenue', getAdminRevenue, token, periodParams(choice), isComplete(choice));

export const useAdminRenders = (token: string, choice: PeriodChoice) =>
  useFigures('renders', getAdminRenders, token, periodParams(choice), isComplete(choice));

export const useAdminSearchQueries = (token: string, choice: PeriodChoice) =>
  useFigures('search-queries', getSearchQueries, token, periodParams(choice), isComplete(choice));

export const useAdminUsers = (token: string, params: URLSearchParams, enabled: boolean) =>
  useFigures('users', getAdminUsers, token, params, enabled);

/** A page of the audit log: the newest, or the entries older than `before`. */
export const useAdminAuditLog = (token: string, before: number | null) =>
  useFigures(
    'audit-log',
    getAdminAuditLog,
    token,
    new URLSearchParams(before === null ? {} : { before: String(before) }),
    true,
  );
