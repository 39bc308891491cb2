import { LOGOUT_ID, openableItems, settingsGroup } from '../../components/settings-group.ts';
import type { SidebarItem } from '../../components/sidebar-layout.tsx';

/** The spec's sidebar, in order. Ids are also the `?section=` values, so a reload keeps the section. */
export const superadminSections = [
  { id: 'overview', label: 'Overview', icon: 'overview' },
  { id: 'admins', label: 'Admin Management', icon: 'admins' },
  { id: 'clients', label: 'Client Management', icon: 'clients' },
  { id: 'system-settings', label: 'System Settings', icon: 'system' },
  { id: 'server', label: 'Server Management', icon: 'server' },
  { id: 'api', label: 'API Management', icon: 'api' },
  { id: 'database', label: 'Database', icon: 'database' },
  { id: 'security', label: 'Security', icon: 'security' },
] as const satisfies readonly SidebarItem[];

export { LOGOUT_ID };

export const superadminBottomItems: SidebarItem[] = [
  { id: 'support', label: 'Support', icon: 'support' },
  { id: 'configuration', label: 'Configuration', icon: 'configuration' },
  settingsGroup,
];

const allItems: SidebarItem[] = [...superadminSections, ...openableItems(superadminBottomItems)];

export function sectionById(id: string | null): SidebarItem {
  return allItems.find((item) => item.id === id) ?? superadminSections[0];
}
