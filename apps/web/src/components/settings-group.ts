import type { SidebarItem } from './sidebar-layout.tsx';

export const LOGOUT_ID = 'logout';
export const PASSWORD_ID = 'password';

/** Every area's sidebar Settings group: Change password and Log out. */
export const settingsGroup: SidebarItem = {
  id: 'settings',
  label: 'Settings',
  icon: 'settings',
  children: [
    { id: PASSWORD_ID, label: 'Change password', icon: 'lock' },
    { id: LOGOUT_ID, label: 'Log out', icon: 'logout' },
  ],
};

/** The items a page can open: groups are replaced by their children, Log out (an action) left out. */
export const openableItems = (items: SidebarItem[]): SidebarItem[] => items.flatMap((item) => item.children ?? [item]).filter((item) => item.id !== LOGOUT_ID);
