import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthShell } from '../../components/auth-shell.tsx';
import { getSessionData } from '../../lib/session.ts';
import { ROLE_LABEL, type AuthRole } from '../../features/auth/auth-roles.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { RegisterForm, registrationSuccess } from '../../features/auth/components/register-form.tsx';
import { RoleSelect } from '../../features/auth/components/role-select.tsx';
import { useAuthRole } from './auth-session.ts';

type Step = 'role' | 'login' | 'register';

const linkClass = 'font-semibold text-brand-700 hover:text-brand-800 underline-offset-4 hover:underline';

/**
 * /auth: role selection, then login, then register (spec section 4). The step and role live in
 * the query string so reload and the back button keep the person where they were.
 */
export function AuthFlowPage() {
  const signedIn = useAuthRole();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const role: AuthRole | null = params.get('role') === 'client' ? 'client' : params.get('role') === 'user' ? 'user' : null;
  const step: Step = !role ? 'role' : params.get('step') === 'register' ? 'register' : 'login';
  // App start (spec section 4): a stored session whose data cannot be parsed is cleared.
  useEffect(() => {
    getSessionData('client');
    getSessionData('user');
  }, []);
  const notice = params.get('registered') === '1' && role ? registrationSuccess(role) : null;

  // A new step replaces the card's content: focus its title so keyboard and screen-reader users
  // start there instead of on the page body (not on first load, where focus starts at the top).
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [step, role]);

  if (signedIn) return <Navigate to="/auth/dashboard" replace />;

  const go = (next: Step, nextRole: AuthRole | null = role, extra: Record<string, string> = {}) =>
    setParams(next === 'role' || !nextRole ? {} : { role: nextRole, step: next, ...extra });

  const titles: Record<Step, { title: string; subtitle: string }> = {
    role: { title: 'Welcome to TryOwn', subtitle: 'Choose how you want to sign in' },
    login: { title: `${role ? ROLE_LABEL[role] : ''} Login`, subtitle: 'Sign in to continue' },
    register: { title: 'Create Your Account', subtitle: role === 'client' ? 'Register your business' : 'Join your store on TryOwn' },
  };

  return (
    <AuthShell
      title={titles[step].title}
      subtitle={titles[step].subtitle}
      icon={step === 'register' ? 'sparkle' : 'lock'}
      footer={
        <span className="flex flex-wrap justify-center gap-4">
          <Link to="/admin" className="font-medium hover:text-brand-700">
            Admin portal
          </Link>
          <Link to="/superadmin" className="font-medium hover:text-brand-700">
            Super admin portal
          </Link>
        </span>
      }
    >
      {step === 'role' && <RoleSelect onSelect={(chosen) => go('login', chosen)} />}
      {step === 'login' && role && (
        <>
          <LoginForm key={role} role={role} notice={notice} onLoggedIn={() => navigate('/auth/dashboard', { replace: true })} />
          <p className="mt-6 text-center text-sm text-ink-600">
            Don&apos;t have an account?{' '}
            <button type="button" className={linkClass} onClick={() => go('register')}>
              Register
            </button>
          </p>
        </>
      )}
      {step === 'register' && role && (
        <>
          <RegisterForm key={role} role={role} onRegistered={() => go('login', role, { registered: '1' })} />
          <p className="mt-6 text-center text-sm text-ink-600">
            Already have an account?{' '}
            <button type="button" className={linkClass} onClick={() => go('login')}>
              Sign in
            </button>
          </p>
        </>
      )}
      {step !== 'role' && (
        <p className="mt-3 text-center text-sm">
          <button type="button" className="text-ink-500 hover:text-ink-800" onClick={() => go('role')}>
            Choose a different role
          </button>
        </p>
      )}
    </AuthShell>
  );
}
