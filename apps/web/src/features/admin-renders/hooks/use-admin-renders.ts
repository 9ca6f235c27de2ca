import { isComplete, periodParams, type PeriodChoice } from '../../admin-shell/admin-period';
import { useAdminFigures } from '../../admin-shell/hooks/use-admin-figures';
import { getAdminRenders } from '../api/admin-renders-api';

export const useAdminRenders = (token: string, choice: PeriodChoice) =>
  useAdminFigures('renders', getAdminRenders, token, periodParams(choice), isComplete(choice));
