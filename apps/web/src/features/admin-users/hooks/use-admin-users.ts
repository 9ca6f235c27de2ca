import { useAdminFigures } from '../../admin-shell/hooks/use-admin-figures';
import { getAdminUsers } from '../api/admin-users-api';

export const useAdminUsers = (token: string, params: URLSearchParams, enabled: boolean) =>
  useAdminFigures('users', getAdminUsers, token, params, enabled);
