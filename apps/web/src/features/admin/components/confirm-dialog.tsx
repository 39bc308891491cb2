import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';

type DeleteDialogProps = {
  /** The account to delete, named in the dialog; null keeps the dialog closed. */
  target: { _id: string; name: string; email: string; businessName?: string } | null;
  title: string;
  text: string;
  /** The portal's delete mutation (it refreshes its own lists); called with the target's id. */
  remove: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending'>;
  success: string;
  failure: string;
  onClose: () => void;
};

/** A delete confirmation with the spec's text: Cancel closes it, Delete calls and toasts the outcome. */
export function DeleteDialog({ target, title, text, remove, success, failure, onClose }: DeleteDialogProps) {
  function confirm() {
    if (!target) return;
    remove.mutate(target._id, {
      onSuccess: () => {
        toast.success(success);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, failure)),
    });
  }
  return (
    <Modal
      open={target !== null}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} pending={remove.isPending} pendingLabel="Deleting...">
            Delete
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-700">{text}</p>
      {target && (
        <p className="mt-3 rounded-xl bg-ink-50 px-3.5 py-2.5 text-sm">
          <span className="block font-semibold text-ink-900">{target.businessName ? `${target.businessName} (${target.name})` : target.name}</span>
          <span className="block break-all text-ink-600">{target.email}</span>
        </p>
      )}
    </Modal>
  );
}

/** The spec's 'Delete Client' confirmation, the same in the admin and super admin portals. */
export function DeleteClientDialog(props: Pick<DeleteDialogProps, 'target' | 'remove' | 'onClose'>) {
  return (
    <DeleteDialog
      {...props}
      title="Delete Client"
      text="Are you sure you want to delete this client? This action cannot be undone."
      success="Client deleted successfully"
      failure="Failed to delete client. Please try again."
    />
  );
}
