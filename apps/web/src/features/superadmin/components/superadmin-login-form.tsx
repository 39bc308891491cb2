import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LoginRequestSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { ForgotPasswordLink } from '../../../components/forgot-password-link.tsx';
import { Field } from '../../../components/field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { parseForm, type FieldErrors } from '../../../lib/form.ts';
import { useSuperadminLogin } from '../api/use-superadmin-login.ts';

const DEFAULT_ERROR = 'Invalid super admin credentials. Please try again.';

export function SuperadminLoginForm() {
  const navigate = useNavigate();
  const login = useSuperadminLogin();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseForm(LoginRequestSchema, event.currentTarget);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    login.mutate(result.data, { onSuccess: () => navigate('/superadmin/dashboard', { replace: true }) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label="Super admin sign in">
      {login.isError && (
        <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          Error: {errorMessage(login.error, DEFAULT_ERROR)}
        </p>
      )}
      <Field label="Email" name="email" type="email" autoComplete="username" required placeholder="you@company.com" error={errors.email} />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required placeholder="••••••••" error={errors.password} />
      <ForgotPasswordLink role="superadmin" />
      <Button type="submit" size="lg" className="mt-2 w-full" pending={login.isPending} pendingLabel="Signing in...">
        Sign in
      </Button>
    </form>
  );
}
