import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRotateWidgetKey } from '../api/widget-settings.ts';

/** Confirms a key rotation: the old key stops at once, so every page with the old snippet must change. */
export function RotateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const rotate = useRotateWidgetKey();
  function handleRotate() {
    rotate.mutate(undefined, {
      onSuccess: () => {
        toast.success('New key made. Update the snippet on your website.');
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not make a new key')),
    });
  }
  return (
    <Modal
      open={open}
      title="Make a new key?"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" pending={rotate.isPending} pendingLabel="Making a new key…" onClick={handleRotate}>
            Make a new key
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-600">The current key stops working at once: the “Try it on” buttons on your website stay inactive until you paste the new snippet.</p>
    </Modal>
  );
}
