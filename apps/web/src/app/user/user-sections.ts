import type { SidebarItem } from '../../components/sidebar-layout.tsx';

/** The spec's shopper sidebar, in order; ids double as `?section=` values so a reload keeps the section. */
export const userSections = [
  { id: 'overview', label: 'Overview', icon: 'overview' },
  { id: 'profile', label: 'Profile', icon: 'admins' },
  { id: 'store', label: 'Store', icon: 'clients' },
  { id: 'models', label: 'Models', icon: 'sparkle' },
  { id: 'history', label: 'History', icon: 'trend' },
  { id: 'help', label: 'Help', icon: 'support' },
] as const satisfies readonly SidebarItem[];

export const LOGOUT_ID = 'logout';

export const userBottomItems: SidebarItem[] = [{ id: 'settings', label: 'Settings', icon: 'settings', children: [{ id: LOGOUT_ID, label: 'Log out', icon: 'logout' }] }];

export function userSectionById(id: string | null): SidebarItem {
  return userSections.find((item) => item.id === id) ?? userSections[0];
}
