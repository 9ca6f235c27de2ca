import { AdminMessage } from '@frameshop/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { LogoutIcon } from '../../../components/ui/icons';
import { Tabs } from '../../../components/ui/tabs';
import { ALL_TIME, type PeriodChoice } from '../admin-period';
import { dashboardTabOf, dashboardTabSearch, type DashboardTab } from '../dashboard-tabs';
import { AdminSessionBoundary, type AdminAccess } from './admin-session-boundary';
import { AuditLogTab } from './audit-log-tab';
import { PacksTab } from './packs-tab';
import { PeriodSelector } from './period-selector';
import { RendersTab } from './renders-tab';
import { RevenueTab } from './revenue-tab';
import { SearchTab } from './search-tab';
import { TemplatesTab } from './templates-tab';
import { UsersTab } from './users-tab';

/** The internal dashboard: the gate until the server hands an admin token, then its tabs. */
export function AdminDashboard() {
  return <AdminSessionBoundary>{(access) => <DashboardTabs {...access} />}</AdminSessionBoundary>;
}

function DashboardTabs({ token, logout, goToLogin }: AdminAccess) {
  // The tab is in the address, so the template editor's way back lands on Templates.
  const [search, setSearch] = useSearchParams();
  const tab = dashboardTabOf(search);
  const selectTab = (next: DashboardTab) =>
    setSearch(dashboardTabSearch(next), { replace: true, preventScrollReset: true });
  const [choice, setChoice] = useState<PeriodChoice>(ALL_TIME);
  const props = { token, choice, onGoToLogin: goToLogin };

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
          tabs={[
            { id: 'users', label: 'Users', panel: () => <UsersTab {...props} /> },
            { id: 'templates', label: 'Templates', panel: () => <TemplatesTab {...props} /> },
            { id: 'packs', label: 'Packs', panel: () => <PacksTab {...props} /> },
            { id: 'revenue', label: 'Revenue', panel: () => <RevenueTab {...props} /> },
            { id: 'renders', label: 'Renders', panel: () => <RendersTab {...props} /> },
            { id: 'search', label: 'Search', panel: () => <SearchTab {...props} /> },
            { id: 'audit', label: 'Audit Log', panel: () => <AuditLogTab {...props} /> },
          ]}
        />
      </div>
    </PageContainer>
  );
}
