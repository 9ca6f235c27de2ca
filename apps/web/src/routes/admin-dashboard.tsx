import { AdminDashboard } from '../features/admin/components/admin-dashboard';

/** The internal dashboard; its chart library comes with this lazily loaded screen only. */
export default function AdminDashboardScreen() {
  return <AdminDashboard />;
}
