import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminRegisterRequestSchema, LoginRequestSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { ForgotPasswordLink } from '../../../components/forgot-password-link.tsx';
import { Field } from '../../../components/field.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { parseForm, type FieldErrors } from '../../../lib/form.ts';
import { useAdminLogin, useAdminRegister } from '../api/admin-api.ts';

function ErrorAlert({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
      {children}
    </p>
  );
}

export function AdminLoginForm() {
  const navigate = useNavigate();
  const login = useAdminLogin();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseForm(LoginRequestSchema, event.currentTarget);
    if (!result.success) return setErrors(result.errors);
    setErrors({});
    login.mutate(result.data, { onSuccess: () => navigate('/admin/dashboard', { replace: true }) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label="Admin sign in">
      {login.isError && <ErrorAlert>{`Error: ${errorMessage(login.error, 'Invalid admin credentials. Please try again.')}`}</ErrorAlert>}
      <Field label="Email" name="email" type="email" autoComplete="username" required error={errors.email} />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
      <ForgotPasswordLink role="admin" />
      <Button type="submit" size="lg" className="mt-2 w-full" pending={login.isPending} pendingLabel="Logging in...">
        Login
      </Button>
      <p className="text-center text-sm text-ink-600">
        New admin?{' '}
        <Link to="/admin/register" className="font-semibold text-brand-600 hover:underline">
          Register here
        </Link>
      </p>
    </form>
  );
}

export function AdminRegisterForm() {
  const navigate = useNavigate();
  const register = useAdminRegister();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseForm(AdminRegisterRequestSchema, event.currentTarget);
    if (!result.success) return setErrors(result.errors);
    setErrors({});
    register.mutate(result.data, {
      onSuccess: () => {
        toast.success('Admin registration successful! You can now log in.');
        navigate('/admin/login');
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label="Admin registration">
      {register.isError && <ErrorAlert>{`Error: ${errorMessage(register.error, 'Registration failed. Please try again.')}`}</ErrorAlert>}
      <Field label="Full Name" name="name" autoComplete="name" required error={errors.name} />
      <Field label="Email" name="email" type="email" autoComplete="username" required error={errors.email} />
      <Field label="Password" name="password" type="password" autoComplete="new-password" minLength={6} required hint="At least 6 characters" error={errors.password} />
      <Field label="Admin Registration Code" name="admincode" type="password" required error={errors.admincode} hint="Contact system administrator to obtain a valid code" />
      <Button type="submit" size="lg" className="mt-2 w-full" pending={register.isPending} pendingLabel="Registering...">
        Register
      </Button>
      <p className="text-center text-sm text-ink-600">
        Already registered?{' '}
        <Link to="/admin/login" className="font-semibold text-brand-600 hover:underline">
          Login here
        </Link>
      </p>
    </form>
  );
}
