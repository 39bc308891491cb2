import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Client } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useAdminClients, useAdminCreateClient, useAdminDeleteClient } from '../api/admin-api.ts';
import { useImpersonationWindow } from '../use-impersonation-window.ts';
import { AddClientModal } from './add-client-modal.tsx';
import { ClientListPanel } from './client-list-panel.tsx';
import { DeleteClientDialog } from './confirm-dialog.tsx';
import { SendResetLinkButton } from './send-reset-link-button.tsx';
import { ShopperLimitsModal } from './shopper-limits-modal.tsx';

/** The admin's Client section: list, add, delete, Authenticate, the tabs settings button and the shopper limits. */
export function AdminClientsSection() {
  const clients = useAdminClients();
  const create = useAdminCreateClient();
  const removeClient = useAdminDeleteClient();
  const navigate = useNavigate();
  const impersonation = useImpersonationWindow();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [limiting, setLimiting] = useState<Client | null>(null);

  return (
    <>
      <ClientListPanel
        query={clients}
        onAdd={() => setAdding(true)}
        actions={(client) => {
          const loggedIn = impersonation.isOpen(client._id);
          return (
            <>
              <Button size="sm" variant={loggedIn ? 'primary' : 'secondary'} className={loggedIn ? '!bg-success-600' : ''} onClick={() => void impersonation.authenticate(client._id)}>
                {loggedIn ? 'Logged In' : 'Authenticate'}
              </Button>
              <Button size="sm" variant="ghost" aria-label={`Tabs settings for ${client.name}`} onClick={() => navigate(`/admin/tabs/${client._id}`)}>
                <Icon name="settings" className="size-4" />
              </Button>
              <SendResetLinkButton auth="admin" target={{ kind: 'client', id: client._id, name: client.name }} />
              <Button size="sm" variant="ghost" aria-label={`Shopper limits for ${client.name}`} onClick={() => setLimiting(client)}>
                Limits
              </Button>
              <Button size="sm" variant="ghost-danger" aria-label={`Delete ${client.name}`} onClick={() => setDeleting(client)}>
                Delete
              </Button>
            </>
          );
        }}
      />
      <AddClientModal variant="admin" open={adding} onClose={() => setAdding(false)} create={(input) => create.mutateAsync(input)} />
      <DeleteClientDialog target={deleting} remove={removeClient} onClose={() => setDeleting(null)} />
      {limiting && <ShopperLimitsModal client={limiting} onClose={() => setLimiting(null)} />}
    </>
  );
}
