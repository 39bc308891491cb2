import { LOGOUT_ID, openableItems, PASSWORD_ID, settingsGroup } from '../../components/settings-group.ts';
import type { SidebarItem } from '../../components/sidebar-layout.tsx';

/** The spec's shopper sidebar, in order; ids double as `?section=` values so a reload keeps the section. */
export const userSections = [
  { id: 'overview', label: 'Overview', icon: 'overview' },
  { id: 'profile', label: 'Profile', icon: 'admins' },
  { id: 'store', label: 'Store', icon: 'clients' },
  { id: 'photos', label: 'My photos', icon: 'image' },
  { id: 'looks', label: 'My looks', icon: 'sparkle' },
  { id: 'history', label: 'History', icon: 'trend' },
  { id: 'help', label: 'Help', icon: 'support' },
] as const satisfies readonly SidebarItem[];

export { LOGOUT_ID, PASSWORD_ID };

export const userBottomItems: SidebarItem[] = [settingsGroup];

export function userSectionById(id: string | null): SidebarItem {
  return [...userSections, ...openableItems(userBottomItems)].find((item) => item.id === id) ?? userSections[0];
}
