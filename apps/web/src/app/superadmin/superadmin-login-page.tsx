import { Link, Navigate } from 'react-router';
import { AuthShell } from '../../components/auth-shell.tsx';
import { SuperadminLoginForm } from '../../features/superadmin/components/superadmin-login-form.tsx';
import { useSession } from '../../lib/session.ts';

export function SuperadminLoginPage() {
  const session = useSession('superadmin');
  // Already signed in: the login page would only be a detour.
  if (session?.data.role === 'superadmin') return <Navigate to="/superadmin/dashboard" replace />;
  return (
    <AuthShell
      title="Super Admin Portal"
      subtitle="Restricted access for system administrators"
      icon="security"
      tone="dark"
      footer={
        <Link to="/auth" className="inline-flex items-center gap-1.5 font-medium hover:text-white">
          Return to main login
        </Link>
      }
    >
      <SuperadminLoginForm />
    </AuthShell>
  );
}
