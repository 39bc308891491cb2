import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '../../components/auth-shell.tsx';
import { ForgotPasswordForm } from '../../features/password/components/forgot-password-form.tsx';
import { ResetPasswordForm } from '../../features/password/components/reset-password-form.tsx';
import { isPasswordRole, LOGIN_PATH } from '../../features/password/login-paths.ts';

const ROLE_WORDS = { user: 'shopper', client: 'store', admin: 'admin', superadmin: 'super admin' } as const;

/** /forgot-password?role=client: asks for the e-mail the link goes to. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const requested = params.get('role');
  const role = isPasswordRole(requested) ? requested : 'client';
  const staff = role === 'admin' || role === 'superadmin';
  return (
    <AuthShell
      title="Forgot password?"
      subtitle={`Reset the password of your ${ROLE_WORDS[role]} account`}
      tone={staff ? 'dark' : 'light'}
      footer={
        <Link to={LOGIN_PATH[role]} className="font-medium hover:underline">
          Back to login
        </Link>
      }
    >
      <ForgotPasswordForm role={role} />
    </AuthShell>
  );
}

/** /reset-password?token=...: the page the e-mailed link opens. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthShell title="Choose a new password" subtitle="Your account is signed out everywhere once it is saved">
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthShell>
  );
}
