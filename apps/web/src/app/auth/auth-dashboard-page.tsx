import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';
import { ClientGuard } from '../client/client-guard.tsx';
import { UserGuard } from '../user/user-guard.tsx';
import { useAuthRole } from './auth-session.ts';

const UserDashboard = lazy(() => import('../user/user-dashboard-page.tsx'));

// The store dashboard is its own area (app/client/client-dashboard.tsx, default export). Found with
// a glob so this page builds before that file lands; until then a placeholder opens instead.
const clientDashboardModule = Object.values(import.meta.glob<{ default: ComponentType }>('../client/client-dashboard.tsx'))[0];
const ClientDashboard = clientDashboardModule
  ? lazy(clientDashboardModule)
  : () => (
      <div className="p-8">
        <PlaceholderPanel title="Client dashboard" icon="clients" />
      </div>
    );

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
