import { LOGOUT_ID, openableItems, settingsGroup } from '../../components/settings-group.ts';
import type { SidebarItem } from '../../components/sidebar-layout.tsx';

/** The spec's admin sidebar, in order; ids are the `?section=` values. */
export const adminSections: SidebarItem[] = [
  { id: 'overview', label: 'Overview', icon: 'overview' },
  { id: 'client', label: 'Client', icon: 'clients' },
  { id: 'tools', label: 'Tools', icon: 'configuration' },
  { id: 'datastore', label: 'Datastore', icon: 'database' },
  { id: 'ai-agent', label: 'AI Agent', icon: 'sparkle' },
  { id: 'chats', label: 'Chats', icon: 'api' },
  { id: 'payments', label: 'Payments', icon: 'chart' },
  { id: 'tickets', label: 'Tickets', icon: 'support' },
  { id: 'users', label: 'Users', icon: 'admins' },
];

export const ADMIN_LOGOUT_ID = LOGOUT_ID;

export const adminBottomItems: SidebarItem[] = [
  { id: 'support', label: 'Support', icon: 'support' },
  { id: 'help', label: 'Help', icon: 'security' },
  settingsGroup,
];

const allItems = [...adminSections, ...openableItems(adminBottomItems)];
export const adminSectionById = (id: string | null): SidebarItem => allItems.find((item) => item.id === id) ?? adminSections[0]!;
