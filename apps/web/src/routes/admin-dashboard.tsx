import { AdminBatchesPanel } from '../features/admin-batches/components/admin-batches-panel';
import { BulkPricesForm } from '../features/admin-batches/components/bulk-prices-form';
import { AuditLogTab } from '../features/admin-audit-log/components/audit-log-tab';
import { PacksTab } from '../features/admin-packs/components/packs-tab';
import { RendersTab } from '../features/admin-renders/components/renders-tab';
import { RevenueTab } from '../features/admin-revenue/components/revenue-tab';
import { SearchTab } from '../features/admin-search/components/search-tab';
import {
  AdminDashboard,
  type DashboardPanels,
} from '../features/admin-shell/components/admin-dashboard';
import { TemplatesTab } from '../features/admin-templates/components/templates-tab';
import { UsersTab } from '../features/admin-users/components/users-tab';

/** Each tab of the dashboard is a feature of its own; the shell around them is shared. */
const panels: DashboardPanels = {
  users: (props) => <UsersTab {...props} />,
  templates: (props) => <TemplatesTab {...props} />,
  packs: (props) => <PacksTab {...props} />,
  revenue: (props) => <RevenueTab {...props} />,
  renders: (props) => (
    <div className="flex flex-col gap-6">
      <RendersTab {...props} />
      <BulkPricesForm token={props.token} onGoToLogin={props.onGoToLogin} />
      <AdminBatchesPanel token={props.token} onGoToLogin={props.onGoToLogin} />
    </div>
  ),
  search: (props) => <SearchTab {...props} />,
  audit: (props) => <AuditLogTab {...props} />,
};

/** The internal dashboard; its chart library comes with this lazily loaded screen only. */
export default function AdminDashboardScreen() {
  return <AdminDashboard panels={panels} />;
}
