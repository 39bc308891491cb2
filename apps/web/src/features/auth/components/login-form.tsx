import { useState, type FormEvent } from 'react';
import { LoginRequestSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { ForgotPasswordLink } from '../../../components/forgot-password-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { focusFirstError, parseForm, type FieldErrors } from '../../../lib/form.ts';
import { useAuthConfig } from '../api/use-auth-config.ts';
import { useGoogleLogin } from '../api/use-google-login.ts';
import { useLogin } from '../api/use-login.ts';
import type { AuthRole } from '../auth-roles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';
const GOOGLE_LOGIN_FAILED = 'Google login failed. Please try again.';
const GOOGLE_UNSUCCESSFUL = 'Google Sign In was unsuccessful. Please try again.';
const CLIENT_USER_ID_FIELD = 'google-client-user-id';

/** The spec's wording: 'Error: ' and the server's reason, else the screen's fallback. */
export function serverError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? `Error: ${error.serverMessage}` : fallback;
}

type LoginFormProps = { role: AuthRole; notice: string | null; onLoggedIn: () => void };

/** Step two: Google sign-in (when configured) and e-mail and password. */
export function LoginForm({ role, notice, onLoggedIn }: LoginFormProps) {
  const login = useLogin(role);
  const google = useGoogleLogin(role);
  const config = useAuthConfig();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [googleError, setGoogleError] = useState<string | null>(null);
  const [clientUserId, setClientUserId] = useState('');
  const [clientUserIdError, setClientUserIdError] = useState<string | undefined>();
  const googleClientId = config.data?.googleClientId ?? null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseForm(LoginRequestSchema, event.currentTarget);
    if (!result.success) {
      setErrors(result.errors);
      focusFirstError(event.currentTarget, result.errors);
      return;
    }
    setErrors({});
    setGoogleError(null);
    login.mutate(result.data, { onSuccess: onLoggedIn });
  }

  function handleGoogleCredential(credential: string) {
    setGoogleError(null);
    setClientUserIdError(undefined);
    if (role === 'user' && !clientUserId.trim()) {
      // Shown at the field it is about; the store a Google shopper joins comes only from here.
      setClientUserIdError('Enter your Client User ID to sign in with Google');
      document.getElementById(CLIENT_USER_ID_FIELD)?.focus();
      return;
    }
    google.mutate({ credential, clientUserId: clientUserId.trim() }, { onSuccess: onLoggedIn, onError: () => setGoogleError(GOOGLE_LOGIN_FAILED) });
  }

  const error = googleError ?? (login.isError ? serverError(login.error, LOGIN_FAILED) : null);

  return (
    <div className="flex flex-col gap-5">
      {notice && !error && <FormAlert tone="success">{notice}</FormAlert>}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {googleClientId && (
        <section aria-label="Sign in with Google" className="flex flex-col gap-3">
          <GoogleSignInButton
            clientId={googleClientId}
            onCredential={handleGoogleCredential}
            onError={() => setGoogleError(GOOGLE_UNSUCCESSFUL)}
            lead={
              role === 'user' && (
                <Field
                  id={CLIENT_USER_ID_FIELD}
                  label="Client User ID (for Google sign-in)"
                  name="clientUserId"
                  value={clientUserId}
                  onChange={(event) => setClientUserId(event.target.value)}
                  error={clientUserIdError}
                  hint={
                    <>
                      The code your store gave you, like <span className="whitespace-nowrap">TRY-7K3M9Q</span>
                    </>
                  }
                  placeholder="TRY-XXXXXX"
                  autoComplete="off"
                />
              )
            }
          />
          <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-ink-400">
            <span className="h-px flex-1 bg-ink-200" /> or <span className="h-px flex-1 bg-ink-200" />
          </p>
        </section>
      )}
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label={`${role === 'user' ? 'User' : 'Client'} sign in`}>
        <Field label="Email" name="email" type="email" autoComplete="username" required placeholder="you@example.com" error={errors.email} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required placeholder="••••••••" error={errors.password} />
        <ForgotPasswordLink role={role} />
        <Button type="submit" size="lg" className="mt-2 w-full" pending={login.isPending || google.isPending} pendingLabel="Signing in...">
          Sign in
        </Button>
      </form>
    </div>
  );
}
