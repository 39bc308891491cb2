import { Icon } from '../../../components/icon.tsx';
import type { AuthRole } from '../auth-roles.ts';

const ROLES: { role: AuthRole; title: string; text: string; icon: 'admins' | 'clients' }[] = [
  { role: 'user', title: 'User', text: 'Requires a Client User ID, linked to a business', icon: 'admins' },
  { role: 'client', title: 'Client', text: 'Business account', icon: 'clients' },
];

/** Step one: choose who is signing in. */
export function RoleSelect({ onSelect }: { onSelect: (role: AuthRole) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Choose your role">
      {ROLES.map(({ role, title, text, icon }) => (
        <li key={role}>
          <button
            type="button"
            onClick={() => onSelect(role)}
            className="flex h-full w-full flex-col items-center gap-2 rounded-2xl border border-ink-200 bg-white p-5 text-center shadow-xs transition hover:border-brand-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
              <Icon name={icon} className="size-6" />
            </span>
            <span className="text-base font-semibold text-ink-950">{title}</span>
            <span className="text-xs text-ink-500">{text}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
