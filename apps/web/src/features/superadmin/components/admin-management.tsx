import { useState, type FormEvent } from 'react';
import { RegisterAdminRequestSchema, type Admin } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { parseForm, type FieldErrors } from '../../../lib/form.ts';
import { ConfirmDialog } from '../../admin/components/confirm-dialog.tsx';
import { deleteAdmin, registerAdmin, useSuperadminMutation } from '../api/use-account-management.ts';
import { useAdmins } from '../api/use-admins.ts';
import { LoginAsModal, type LoginAsTarget } from './login-as-modal.tsx';

const matches = (admin: Admin, term: string) => [admin.name, admin.email].some((value) => value.toLowerCase().includes(term.trim().toLowerCase()));

function AddAdminModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useSuperadminMutation(registerAdmin);
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (data.get('password') !== data.get('confirmPassword')) return setErrors({ confirmPassword: 'Passwords do not match' });
    const parsed = parseForm(RegisterAdminRequestSchema, form);
    if (!parsed.success) return setErrors(parsed.errors);
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Admin created successfully');
        form.reset();
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to create admin. Please try again.')),
    });
  }

  return (
    <Modal open={open} title="Add Admin" onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate aria-label="Add admin" className="flex flex-col gap-4">
        {create.isError && (
          <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
            {errorMessage(create.error, 'Failed to create admin. Please try again.')}
          </p>
        )}
        <Field name="name" label="Name" required error={errors.name} />
        <Field name="email" label="Email" type="email" required error={errors.email} />
        <Field name="password" label="Password" type="password" required error={errors.password} />
        <Field name="confirmPassword" label="Confirm Password" type="password" required error={errors.confirmPassword} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={create.isPending} pendingLabel="Creating...">
            Add Admin
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Super admin > Admin Management: search, add, Login as, delete. */
export function AdminManagement() {
  const admins = useAdmins();
  const remove = useSuperadminMutation(deleteAdmin);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Admin | null>(null);
  const [loginTarget, setLoginTarget] = useState<LoginAsTarget | null>(null);
  const rows = (admins.data?.data ?? []).filter((admin) => matches(admin, search));

  return (
    <section className="space-y-4" aria-label="Admins">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <input
          type="search"
          aria-label="Search admins"
          placeholder="Search admins..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-11 w-full rounded-xl border border-ink-200 bg-white px-3.5 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 sm:max-w-sm"
        />
        <Button onClick={() => setAdding(true)}>Add Admin</Button>
      </div>
      {admins.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-500">
          <Spinner /> Loading admins...
        </p>
      ) : admins.error ? (
        <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {errorMessage(admins.error, 'Failed to fetch admins')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-ink-50 text-xs uppercase tracking-wide text-ink-500">
              <tr>
                {['Admin', 'Contact Info', 'Status', 'Actions'].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={4} className="px-4 py-10 text-center text-ink-500">
                    No admins found.
                  </td>
                </tr>
              ) : (
                rows.map((admin) => (
                  <tr key={admin._id}>
                    <td className="px-4 py-3 font-semibold text-ink-900">{admin.name}</td>
                    <td className="px-4 py-3 text-ink-700">{admin.email}</td>
                    <td className="px-4 py-3">
                      <span className="rounded-full bg-success-50 px-2.5 py-1 text-xs font-semibold text-success-700">Active</span>
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex gap-2">
                        <Button size="sm" variant="secondary" onClick={() => setLoginTarget({ role: 'admin', id: admin._id, name: admin.name })}>
                          Login
                        </Button>
                        <Button size="sm" variant="ghost" className="text-danger-600" onClick={() => setDeleting(admin)}>
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <AddAdminModal open={adding} onClose={() => setAdding(false)} />
      <LoginAsModal target={loginTarget} onClose={() => setLoginTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Admin"
        text="Are you sure you want to delete this admin? This action cannot be undone."
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              toast.success('Admin deleted successfully');
              setDeleting(null);
            },
            onError: (error) => toast.error(errorMessage(error, 'Failed to delete admin. Please try again.')),
          })
        }
      />
    </section>
  );
}
