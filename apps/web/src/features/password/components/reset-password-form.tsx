import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ResetPasswordRequestSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusFirstError, parseForm, type FieldErrors } from '../../../lib/form.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useResetPassword } from '../api/password-api.ts';
import { LOGIN_PATH } from '../login-paths.ts';
import { confirmError, NewPasswordFields } from './new-password-fields.tsx';

/** The page behind the e-mailed link: a new password, then the way to the right login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = parseForm(ResetPasswordRequestSchema.pick({ password: true }), form);
    const next = { ...(result.success ? {} : result.errors), ...confirmError(form, 'password') };
    setErrors(next);
    if (!result.success || next.confirmPassword) return focusFirstError(form, next);
    reset.mutate({ token, password: result.data.password });
  }

  if (!token) return <FormAlert tone="error">This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.</FormAlert>;
  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success">{reset.data.message}</FormAlert>
        <Link to={LOGIN_PATH[reset.data.role]} className="text-center text-sm font-semibold text-brand-700 underline">
          Go to login
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Reset password" className="flex flex-col gap-4">
      {reset.isError && <FormAlert tone="error">{errorMessage(reset.error, 'Could not reset the password. Please try again.')}</FormAlert>}
      <NewPasswordFields name="password" label="New password" errors={errors} />
      <Button type="submit" size="lg" pending={reset.isPending} pendingLabel="Saving...">
        Set new password
      </Button>
    </form>
  );
}
