import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { setSession } from '../../../lib/session.ts';
import { loginAs } from '../api/use-account-management.ts';

export type LoginAsTarget = { role: 'admin' | 'client'; id: string; name: string };

/** The spec's redirect delay after 'Login as'. */
const REDIRECT_DELAY_MS = 100;

/** 'Login as this admin/client': confirm with the super admin's own password, then open that dashboard. */
export function LoginAsModal({ target, onClose }: { target: LoginAsTarget | null; onClose: () => void }) {
  const mutation = useMutation({ mutationFn: loginAs });
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!target) return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) return setError('Password is required');
    setError(undefined);
    mutation.mutate(
      { role: target.role, id: target.id, password },
      {
        onSuccess: ({ token, data }) => {
          setSession(data.role, token, data);
          window.setTimeout(() => window.location.assign(data.role === 'admin' ? '/admin/dashboard' : '/auth/dashboard'), REDIRECT_DELAY_MS);
        },
      },
    );
  }

  function close() {
    mutation.reset();
    setError(undefined);
    onClose();
  }

  return (
    <Modal open={target !== null} title={target?.role === 'admin' ? 'Login as this admin' : 'Login as this client'} onClose={close}>
      <form onSubmit={handleSubmit} noValidate aria-label="Login as" className="flex flex-col gap-4">
        <p className="text-sm text-ink-700">Logging in as: {target?.name}</p>
        {mutation.isError && (
          <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
            Error: {errorMessage(mutation.error, 'Login failed')}
          </p>
        )}
        <Field name="password" label="Your super admin password" type="password" autoComplete="current-password" required error={error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" pending={mutation.isPending} pendingLabel="Logging in...">
            Login
          </Button>
        </div>
      </form>
    </Modal>
  );
}
