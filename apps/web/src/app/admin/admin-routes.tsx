import { Link, Navigate, Route, Routes } from 'react-router';
import { AuthShell } from '../../components/auth-shell.tsx';

/** /admin/*: the admin portal (login, register, dashboard, tabs) is its own issue; login is a placeholder. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="login" replace />} />
      <Route
        path="login"
        element={
          <AuthShell
            title="Admin Portal"
            subtitle="Manage stores and their try-on catalogues"
            tone="dark"
            footer={
              <Link to="/auth" className="font-medium hover:text-white">
                Return to main login
              </Link>
            }
          >
            <p className="text-center text-sm text-ink-600">Admin sign-in is coming soon.</p>
          </AuthShell>
        }
      />
      <Route path="*" element={<Navigate to="/admin/login" replace />} />
    </Routes>
  );
}
