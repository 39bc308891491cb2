import { useState, type FormEvent } from 'react';
import { ChangePasswordRequestSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusFirstError, parseForm, type FieldErrors } from '../../../lib/form.ts';
import type { SessionKind } from '../../../lib/session.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useChangePassword } from '../api/password-api.ts';
import { confirmError, NewPasswordFields } from './new-password-fields.tsx';

/** 'Change password' for the signed-in account; other sessions of the account end. */
export function ChangePasswordForm({ role }: { role: SessionKind }) {
  const change = useChangePassword(role);
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = parseForm(ChangePasswordRequestSchema, form);
    const next = { ...(result.success ? {} : result.errors), ...confirmError(form, 'newPassword') };
    setErrors(next);
    if (!result.success || next.confirmPassword) return focusFirstError(form, next);
    change.mutate(result.data, { onSuccess: () => form.reset() });
  }

  return (
    <section aria-labelledby="change-password-heading" className="max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/70">
      <h2 id="change-password-heading" className="font-display text-xl font-bold text-ink-950">
        Change password
      </h2>
      <p className="mt-1 text-sm text-ink-600">Your other sessions (other browsers and devices) are signed out.</p>
      <form onSubmit={handleSubmit} noValidate aria-label="Change password" className="mt-5 flex flex-col gap-4">
        {change.isError && <FormAlert tone="error">{errorMessage(change.error, 'Could not change the password. Please try again.')}</FormAlert>}
        {change.isSuccess && <FormAlert tone="success">{change.data.message}</FormAlert>}
        <Field name="currentPassword" type="password" label="Current password" autoComplete="current-password" required error={errors.currentPassword} />
        <NewPasswordFields name="newPassword" label="New password" errors={errors} />
        <Button type="submit" pending={change.isPending} pendingLabel="Saving...">
          Change password
        </Button>
      </form>
    </section>
  );
}
