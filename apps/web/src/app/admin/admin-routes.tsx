import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { AuthShell } from '../../components/auth-shell.tsx';
import { useAdminClients } from '../../features/admin/api/admin-api.ts';
import { AdminLoginForm, AdminRegisterForm } from '../../features/admin/components/admin-auth-forms.tsx';
import { TabsScreen } from '../../features/tabs/components/tabs-screen.tsx';
import { useSession } from '../../lib/session.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';
import { AdminGuard } from './admin-guard.tsx';
import { AdminShell } from './admin-shell.tsx';

const footer = (
  <Link to="/auth" className="font-medium hover:text-white">
    Return to main login
  </Link>
);

function AdminLoginPage() {
  const session = useSession('admin');
  if (session?.data.role === 'admin') return <Navigate to="/admin/dashboard" replace />;
  return (
    <AuthShell title="Admin Portal" subtitle="Manage stores and their try-on catalogues" tone="dark" footer={footer}>
      <AdminLoginForm />
    </AuthShell>
  );
}

function AdminTabsPage() {
  const { clientId = '' } = useParams();
  const client = useAdminClients().data?.data.find((item) => item._id === clientId);
  return (
    <AdminShell activeId="client">
      <div className="mx-auto max-w-5xl space-y-4">
        <Link to="/admin/dashboard?section=client" className="text-sm font-medium text-brand-600 hover:underline">
          ← Back to clients
        </Link>
        <TabsScreen clientId={clientId} storeName={client && `${client.businessName} · ${client.name} (${client.email})`} />
      </div>
    </AdminShell>
  );
}

/** /admin/*: login, register, the guarded dashboard and a store's tabs. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="login" replace />} />
      <Route path="login" element={<AdminLoginPage />} />
      <Route
        path="register"
        element={
          <AuthShell title="Admin Registration" subtitle="Create an administrator account" tone="dark" footer={footer}>
            <AdminRegisterForm />
          </AuthShell>
        }
      />
      <Route
        path="dashboard"
        element={
          <AdminGuard>
            <AdminDashboardPage />
          </AdminGuard>
        }
      />
      <Route
        path="tabs/:clientId"
        element={
          <AdminGuard>
            <AdminTabsPage />
          </AdminGuard>
        }
      />
      <Route path="*" element={<Navigate to="/admin/login" replace />} />
    </Routes>
  );
}
