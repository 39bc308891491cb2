import { useState, type FormEvent } from 'react';
import type { Client } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetShopperLimits } from '../api/admin-api.ts';

/** The store's edit form for its shoppers' try-on cap per day (decision 0100). */
export function ShopperLimitsModal({ client, onClose }: { client: Client; onClose: () => void }) {
  const [cap, setCap] = useState(String(client.shopperTryonDailyCap));
  const save = useSetShopperLimits();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { clientId: client._id, shopperTryonDailyCap: cap },
      {
        onSuccess: () => {
          toast.success('Shopper limits saved');
          onClose();
        },
      },
    );
  }

  return (
    <Modal open title={`Shopper limits: ${client.businessName}`} onClose={onClose}>
      <form onSubmit={handleSubmit} className="space-y-4">
        <Field
          name="shopperTryonDailyCap"
          type="number"
          min={0}
          step={1}
          label="Shopper try-ons per day"
          hint="All of the store's shoppers together, per UTC day. At the limit, shoppers are told to try again tomorrow; 0 turns shopper try-ons off."
          value={cap}
          onChange={(event) => setCap(event.target.value)}
          error={save.isError ? errorMessage(save.error, 'The limit could not be saved.') : undefined}
          required
        />
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </form>
    </Modal>
  );
}
