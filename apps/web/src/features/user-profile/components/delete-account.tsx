import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';

/** "Delete my account": the password confirms; everything the shopper made goes with the account. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: () => api.delete('/user/account', { auth: 'user', body: { password }, schema: MessageResponseSchema }),
    onSuccess: onDeleted,
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    remove.mutate();
  }

  return (
    <section className="rounded-2xl border border-danger-100 bg-white p-6 shadow-sm" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="font-semibold text-ink-900">
        Delete my account
      </h2>
      <p className="mt-1 text-sm text-ink-500">Your profile, photos and looks are deleted for good.</p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal open={open} title="Delete your account?" onClose={() => setOpen(false)}>
        <form onSubmit={handleSubmit} className="space-y-4">
          <p className="text-sm text-ink-600">This deletes your account, your photos and every look. It cannot be undone.</p>
          <Field
            name="password"
            type="password"
            label="Your password"
            hint="Signed up with Google? Type your e-mail address instead."
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={remove.isError ? errorMessage(remove.error, 'Your account could not be deleted.') : undefined}
            required
          />
          <Button type="submit" variant="danger" pending={remove.isPending} pendingLabel="Deleting…">
            Delete my account
          </Button>
        </form>
      </Modal>
    </section>
  );
}
