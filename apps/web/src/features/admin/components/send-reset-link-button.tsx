import { Button } from '../../../components/button.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSendResetLink, type ResetLinkTarget } from '../api/use-send-reset-link.ts';

/** A staff table row's 'Reset link': after a confirmation, mails the account a password reset link. */
export function SendResetLinkButton({ auth, target }: { auth: 'admin' | 'superadmin'; target: ResetLinkTarget }) {
  const send = useSendResetLink(auth);

  function handleClick() {
    if (!window.confirm(`Send ${target.name} an e-mail with a link to choose a new password?`)) return;
    send.mutate(target, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error, 'Could not send the reset link')),
    });
  }

  return (
    <Button size="sm" variant="ghost" aria-label={`Send ${target.name} a password reset link`} pending={send.isPending} pendingLabel="Sending..." onClick={handleClick}>
      Reset link
    </Button>
  );
}
