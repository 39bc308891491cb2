import { Navigate, Route, Routes } from 'react-router';
import { AuthDashboardPage } from './auth-dashboard-page.tsx';
import { AuthFlowPage } from './auth-flow-page.tsx';

/** /auth/*: the three-step sign-in at the root, the role's dashboard at /dashboard, anything else back to /auth. */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route index element={<AuthFlowPage />} />
      <Route path="dashboard" element={<AuthDashboardPage />} />
      <Route path="*" element={<Navigate to="/auth" replace />} />
    </Routes>
  );
}
