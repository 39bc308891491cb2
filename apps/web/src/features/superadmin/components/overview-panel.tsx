import type { ReactNode } from 'react';
import { greeting } from '../../../lib/format.ts';

/** Super admin Overview: the greeting above the platform's figures (given by the page). */
export function OverviewPanel({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-medium text-brand-600">{greeting()}</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-950">Welcome back, {name}</h1>
        <p className="mt-1 text-sm text-ink-500">Here is how the TryOwn platform is doing, as the server measures it.</p>
      </div>
      {children}
    </div>
  );
}
