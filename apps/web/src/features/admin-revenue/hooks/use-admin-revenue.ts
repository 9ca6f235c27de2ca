import { isComplete, periodParams, type PeriodChoice } from '../../admin-shell/admin-period';
import { useAdminFigures } from '../../admin-shell/hooks/use-admin-figures';
import { getAdminRevenue } from '../api/admin-revenue-api';

export const useAdminRevenue = (token: string, choice: PeriodChoice) =>
  useAdminFigures('revenue', getAdminRevenue, token, periodParams(choice), isComplete(choice));
