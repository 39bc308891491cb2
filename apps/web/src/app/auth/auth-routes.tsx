import { Link, Route, Routes } from 'react-router';
import { AuthShell } from '../../components/auth-shell.tsx';

/** /auth/*: sign-in for shoppers and stores (role choice, login, register) comes with its own issue. */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <AuthShell
            title="Sign in to TryOwn"
            subtitle="Shopper and store sign-in is on its way."
            footer={
              <span className="flex gap-4">
                <Link to="/admin" className="font-medium hover:text-brand-700">
                  Admin portal
                </Link>
                <Link to="/superadmin" className="font-medium hover:text-brand-700">
                  Super admin portal
                </Link>
              </span>
            }
          >
            <p className="text-center text-sm text-ink-600">This page is coming soon.</p>
          </AuthShell>
        }
      />
    </Routes>
  );
}
