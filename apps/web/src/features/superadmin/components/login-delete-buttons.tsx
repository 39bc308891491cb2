import { Button } from '../../../components/button.tsx';
import type { ResetLinkTarget } from '../../admin/api/use-send-reset-link.ts';
import { SendResetLinkButton } from '../../admin/components/send-reset-link-button.tsx';

type LoginDeleteButtonsProps = { account: Omit<ResetLinkTarget, 'name'>; name: string; onLogin: () => void; onDelete: () => void };

/** A super admin table row's actions: 'Login as', 'Reset link' and 'Delete', each named after the account. */
export function LoginDeleteButtons({ account, name, onLogin, onDelete }: LoginDeleteButtonsProps) {
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={`Login as ${name}`} onClick={onLogin}>
        Login
      </Button>
      <SendResetLinkButton auth="superadmin" target={{ ...account, name }} />
      <Button size="sm" variant="ghost-danger" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
