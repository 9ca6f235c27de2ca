import { paths } from '../../lib/paths';

export const DASHBOARD_TABS = [
  'users',
  'templates',
  'packs',
  'revenue',
  'renders',
  'search',
  'audit',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  users: 'Users',
  templates: 'Templates',
  packs: 'Packs',
  revenue: 'Revenue',
  renders: 'Renders',
  search: 'Search',
  audit: 'Audit Log',
};

const TAB_PARAM = 'tab';

/** The tab an address asks for; Users, the first, for a missing or unknown one. */
export function dashboardTabOf(search: URLSearchParams): DashboardTab {
  const asked = search.get(TAB_PARAM);
  return DASHBOARD_TABS.find((tab) => tab === asked) ?? 'users';
}

/** "?tab=templates"; nothing for the first tab. */
export function dashboardTabSearch(tab: DashboardTab): URLSearchParams {
  return new URLSearchParams(tab === 'users' ? {} : { [TAB_PARAM]: tab });
}

/** "/internal-dashboard-admin?tab=templates": a tab of the dashboard, as a link. */
export function dashboardTabPath(tab: DashboardTab): string {
  const search = dashboardTabSearch(tab).toString();
  return search ? `${paths.adminDashboard()}?${search}` : paths.adminDashboard();
}
