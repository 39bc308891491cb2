import { useState } from 'react';
import type { Client } from '@tryown/contracts';
import { AddClientModal } from '../../admin/components/add-client-modal.tsx';
import { ClientListPanel } from '../../admin/components/client-list-panel.tsx';
import { DeleteClientDialog } from '../../admin/components/confirm-dialog.tsx';
import { deleteClient, registerClient, useSuperadminMutation } from '../api/use-account-management.ts';
import { useClients } from '../api/use-clients.ts';
import { LoginAsModal, type LoginAsTarget } from './login-as-modal.tsx';
import { LoginDeleteButtons } from './login-delete-buttons.tsx';

/** Super admin > Client Management: the shared client table with Login as and Delete. */
export function ClientManagement() {
  const clients = useClients();
  const create = useSuperadminMutation(registerClient);
  const removeClient = useSuperadminMutation(deleteClient);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [loginTarget, setLoginTarget] = useState<LoginAsTarget | null>(null);

  return (
    <>
      <ClientListPanel
        query={clients}
        onAdd={() => setAdding(true)}
        actions={(client) => (
          <LoginDeleteButtons account={{ kind: 'client', id: client._id }} name={client.name} onLogin={() => setLoginTarget({ role: 'client', id: client._id, name: client.name })} onDelete={() => setDeleting(client)} />
        )}
      />
      <AddClientModal variant="superadmin" open={adding} onClose={() => setAdding(false)} create={(input) => create.mutateAsync(input)} />
      <LoginAsModal target={loginTarget} onClose={() => setLoginTarget(null)} />
      <DeleteClientDialog target={deleting} remove={removeClient} onClose={() => setDeleting(null)} />
    </>
  );
}
