import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';

/** A delete confirmation with the spec's text; Cancel closes it. */
export function ConfirmDialog({ open, title, text, pending, onCancel, onConfirm }: { open: boolean; title: string; text: string; pending?: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} pending={pending} pendingLabel="Deleting...">
            Delete
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-700">{text}</p>
    </Modal>
  );
}
