import { AdminMessage } from '@frameshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { LogoutIcon } from '../../../components/ui/icons';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../lib/paths';
import { ALL_TIME, type PeriodChoice } from '../admin-period';
import { useAdminSession } from '../hooks/use-admin-session';
import { AdminGate } from './admin-gate';
import { AuditLogTab } from './audit-log-tab';
import { PeriodSelector } from './period-selector';
import { RendersTab } from './renders-tab';
import { RevenueTab } from './revenue-tab';
import { TemplatesTab } from './templates-tab';
import { UsersTab } from './users-tab';

type TabId = 'users' | 'templates' | 'revenue' | 'renders' | 'audit';

/** The internal dashboard: the gate until the server hands an admin token, then the five tabs. */
export function AdminDashboard() {
  const { session, open, close } = useAdminSession();
  const [tab, setTab] = useState<TabId>('users');
  const [choice, setChoice] = useState<PeriodChoice>(ALL_TIME);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The token lasts 30 minutes: when it ends, the gate asks for the password again.
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(close, Math.max(0, session.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [session, close]);

  const logout = () => {
    close();
    queryClient.removeQueries({ queryKey: ['admin'] });
  };
  const goToLogin = () => {
    logout();
    void navigate(paths.login());
  };

  if (!session) return <AdminGate onOpened={open} />;
  const props = { token: session.token, choice, onGoToLogin: goToLogin };

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
        <Tabs<TabId>
          label="Dashboard sections"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'users', label: 'Users', panel: () => <UsersTab {...props} /> },
            { id: 'templates', label: 'Templates', panel: () => <TemplatesTab {...props} /> },
            { id: 'revenue', label: 'Revenue', panel: () => <RevenueTab {...props} /> },
            { id: 'renders', label: 'Renders', panel: () => <RendersTab {...props} /> },
            { id: 'audit', label: 'Audit Log', panel: () => <AuditLogTab {...props} /> },
          ]}
        />
      </div>
    </PageContainer>
  );
}
