import { Link } from 'react-router';

/** 'Forgot password?' under a login form: opens the reset request for that role. */
export function ForgotPasswordLink({ role, tone = 'light' }: { role: 'user' | 'client' | 'admin' | 'superadmin'; tone?: 'light' | 'dark' }) {
  return (
    <Link to={`/forgot-password?role=${role}`} className={`self-end text-sm font-medium hover:underline ${tone === 'dark' ? 'text-brand-600' : 'text-brand-700'}`}>
      Forgot password?
    </Link>
  );
}
