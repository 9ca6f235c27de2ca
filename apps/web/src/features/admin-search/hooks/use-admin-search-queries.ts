import { isComplete, periodParams, type PeriodChoice } from '../../admin-shell/admin-period';
import { useAdminFigures } from '../../admin-shell/hooks/use-admin-figures';
import { getSearchQueries } from '../api/search-admin-api';

export const useAdminSearchQueries = (token: string, choice: PeriodChoice) =>
  useAdminFigures(
    'search-queries',
    getSearchQueries,
    token,
    periodParams(choice),
    isComplete(choice),
  );
