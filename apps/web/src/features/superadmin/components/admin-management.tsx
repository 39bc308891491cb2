import { useState, type FormEvent } from 'react';
import { RegisterAdminRequestSchema, type Admin } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatShortDate } from '../../../lib/format.ts';
import { parseForm, type FieldErrors } from '../../../lib/form.ts';
import { DeleteDialog } from '../../admin/components/confirm-dialog.tsx';
import { StaffTable } from '../../admin/components/staff-table.tsx';
import { deleteAdmin, registerAdmin, useSuperadminMutation } from '../api/use-account-management.ts';
import { useAdmins } from '../api/use-admins.ts';
import { LoginAsModal, type LoginAsTarget } from './login-as-modal.tsx';
import { LoginDeleteButtons } from './login-delete-buttons.tsx';

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
  const removeAdmin = useSuperadminMutation(deleteAdmin);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Admin | null>(null);
  const [loginTarget, setLoginTarget] = useState<LoginAsTarget | null>(null);
  const rows = (admins.data?.data ?? []).filter((admin) => matches(admin, search));

  return (
    <>
      <StaffTable
        label="Admins"
        searchLabel="Search admins"
        placeholder="Search admins..."
        search={search}
        onSearch={setSearch}
        addLabel="Add Admin"
        onAdd={() => setAdding(true)}
        query={admins}
        loadingText="Loading admins..."
        errorText="Failed to fetch admins"
        headings={['Admin', 'Contact Info', 'Status', 'Actions']}
        emptyText="No admins found."
        rows={rows.map((admin) => ({
          key: admin._id,
          cells: [
            <div>
              <p className="font-semibold text-ink-900">{admin.name}</p>
              <p className="whitespace-nowrap text-xs text-ink-500">Admin since {formatShortDate(admin.createdAt)}</p>
            </div>,
            <p className="break-all text-ink-700">{admin.email}</p>,
            <span className="rounded-full bg-success-50 px-2.5 py-1 text-xs font-semibold text-success-700">Active</span>,
            <div className="flex gap-2">
              <LoginDeleteButtons account={{ kind: 'admin', id: admin._id }} name={admin.name} onLogin={() => setLoginTarget({ role: 'admin', id: admin._id, name: admin.name })} onDelete={() => setDeleting(admin)} />
            </div>,
          ],
        }))}
      />
      <AddAdminModal open={adding} onClose={() => setAdding(false)} />
      <LoginAsModal target={loginTarget} onClose={() => setLoginTarget(null)} />
      <DeleteDialog
        target={deleting}
        title="Delete Admin"
        text="Are you sure you want to delete this admin? This action cannot be undone."
        remove={removeAdmin}
        success="Admin deleted successfully"
        failure="Failed to delete admin. Please try again."
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
