import { isComplete, periodParams, type PeriodChoice } from '../../admin-shell/admin-period';
import { useAdminFigures } from '../../admin-shell/hooks/use-admin-figures';
import { getAdminTemplates } from '../api/admin-templates-api';

/** How often the Templates tab asks again while a template's media are being prepared. */
const PREPARING_REFRESH_MS = 3000;

export const useAdminTemplates = (token: string, choice: PeriodChoice) =>
  useAdminFigures(
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
