import { AdminMessage } from '@frameshop/contract';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { LogoutIcon } from '../../../components/ui/icons';
import { Tabs } from '../../../components/ui/tabs';
import { ALL_TIME, type PeriodChoice } from '../admin-period';
import {
  DASHBOARD_TAB_LABELS,
  DASHBOARD_TABS,
  dashboardTabOf,
  dashboardTabSearch,
  type DashboardTab,
} from '../dashboard-tabs';
import { AdminSessionBoundary, type AdminAccess } from './admin-session-boundary';
import type { AdminTabProps } from './admin-tab';
import { PeriodSelector } from './period-selector';

/** What a tab's panel is given: the admin token, the way to sign-in, and the period chosen. */
export type DashboardPanelProps = AdminTabProps & { choice: PeriodChoice };

/** Each tab's panel; the tabs are features of their own, which the route hands in. */
export type DashboardPanels = Record<DashboardTab, (props: DashboardPanelProps) => ReactNode>;

/**
 * The internal dashboard: the gate until the server hands an admin token, then the header, the
 * period and the tabs.
 */
export function AdminDashboard({ panels }: { panels: DashboardPanels }) {
  return (
    <AdminSessionBoundary>
      {(access) => <DashboardTabs {...access} panels={panels} />}
    </AdminSessionBoundary>
  );
}

function DashboardTabs({
  token,
  logout,
  goToLogin,
  panels,
}: AdminAccess & { panels: DashboardPanels }) {
  // The tab is in the address, so the template editor's way back lands on Templates.
  const [search, setSearch] = useSearchParams();
  const tab = dashboardTabOf(search);
  const selectTab = (next: DashboardTab) =>
    setSearch(dashboardTabSearch(next), { replace: true, preventScrollReset: true });
  const [choice, setChoice] = useState<PeriodChoice>(ALL_TIME);
  const props: DashboardPanelProps = { token, choice, onGoToLogin: goToLogin };

  return (
    <PageContainer className="py-8 sm:py-10">
      <DocumentTitle title="Admin Dashboard" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-brand-700">Internal</p>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Admin Dashboard</h1>
        </div>
        <Button variant="secondary" onClick={logout}>
          <LogoutIcon className="size-4" />
          {AdminMessage.logout}
        </Button>
      </div>
      <div className="mt-6">
        <PeriodSelector choice={choice} onChange={setChoice} />
      </div>
      <div className="mt-6">
        <Tabs<DashboardTab>
          label="Dashboard sections"
          selected={tab}
          onSelect={selectTab}
          tabs={DASHBOARD_TABS.map((id) => ({
            id,
            label: DASHBOARD_TAB_LABELS[id],
            panel: () => panels[id](props),
          }))}
        />
      </div>
    </PageContainer>
  );
}
