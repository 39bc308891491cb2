import { Navigate, Route, Routes } from 'react-router';
import { SuperadminDashboardPage } from './superadmin-dashboard-page.tsx';
import { SuperadminGuard } from './superadmin-guard.tsx';
import { SuperadminLoginPage } from './superadmin-login-page.tsx';

/** /superadmin/*: login at the root, the guarded panel at /dashboard. */
export default function SuperadminRoutes() {
  return (
    <Routes>
      <Route index element={<SuperadminLoginPage />} />
      <Route
        path="dashboard"
        element={
          <SuperadminGuard>
            <SuperadminDashboardPage />
          </SuperadminGuard>
        }
      />
      <Route path="*" element={<Navigate to="/superadmin" replace />} />
    </Routes>
  );
}
