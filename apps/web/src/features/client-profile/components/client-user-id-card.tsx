import { useState } from 'react';
import { Button } from '../../../components/button.tsx';

/**
 * The store's public Client User ID, which its shoppers type to register and to sign in with
 * Google: shown large, with a copy button, wherever the store sees its profile.
 */
export function ClientUserIdCard({ clientUserId }: { clientUserId: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(clientUserId);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section aria-labelledby="client-user-id-label" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <div>
        <h2 id="client-user-id-label" className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          Client User ID
        </h2>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-ink-950">{clientUserId}</p>
        <p className="mt-1 text-sm text-ink-600">Share this code with your shoppers: they enter it when they register.</p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <Button variant="secondary" onClick={handleCopy}>
          Copy
        </Button>
        <p role="status" className="min-h-4 text-xs text-ink-600">
          {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Could not copy; select the code instead' : ''}
        </p>
      </div>
    </section>
  );
}
