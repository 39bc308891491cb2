import { useState, type FormEvent } from 'react';
import { ForgotPasswordRequestSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusFirstError, parseForm, type FieldErrors } from '../../../lib/form.ts';
import type { SessionKind } from '../../../lib/session.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useForgotPassword } from '../api/password-api.ts';

/** 'Forgot password?': one e-mail field; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ role }: { role: SessionKind }) {
  const forgot = useForgotPassword(role);
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseForm(ForgotPasswordRequestSchema, event.currentTarget);
    setErrors(result.success ? {} : result.errors);
    if (!result.success) return focusFirstError(event.currentTarget, result.errors);
    forgot.mutate(result.data.email);
  }

  if (forgot.isSuccess) return <FormAlert tone="success">{`${forgot.data.message} It may take a minute; check your spam folder too. The link works once, for 60 minutes.`}</FormAlert>;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Forgot password" className="flex flex-col gap-4">
      <p className="text-sm text-ink-600">Enter the e-mail of your account and we will send you a link to choose a new password.</p>
      {forgot.isError && <FormAlert tone="error">{errorMessage(forgot.error, 'Could not send the link. Please try again.')}</FormAlert>}
      <Field name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
      <Button type="submit" size="lg" pending={forgot.isPending} pendingLabel="Sending...">
        Send reset link
      </Button>
    </form>
  );
}
