import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { ClientGuard } from '../client/client-guard.tsx';
import { UserGuard } from '../user/user-guard.tsx';
import { useAuthRole } from './auth-session.ts';

const UserDashboard = lazy(() => import('../user/user-dashboard-page.tsx'));
const ClientDashboard = lazy(() => import('../client/client-dashboard.tsx'));

/** /auth/dashboard: the signed-in role's dashboard; without a session, back to /auth. */
export function AuthDashboardPage() {
  const role = useAuthRole();
  if (!role) return <Navigate to="/auth" replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      {role === 'client' ? (
        <ClientGuard>
          <ClientDashboard />
        </ClientGuard>
      ) : (
        <UserGuard>
          <UserDashboard />
        </UserGuard>
      )}
    </Suspense>
  );
}
