import type { IconName } from '../../components/icon.tsx';

/** The spec's tab icon keys; anything else gets the default icon. */
const TAB_ICON: Record<string, IconName> = {
  'fa-home': 'overview',
  'fa-building': 'clients',
  'fa-cube': 'cube',
  'fa-tshirt': 'tshirt',
  'fa-photo-video': 'photoVideo',
  'fa-users': 'admins',
  'fa-chart-bar': 'chart',
  'fa-image': 'image',
  'fa-video': 'video',
  'fa-cog': 'settings',
  'fa-headset': 'support',
  'fa-code': 'api',
};
export const DEFAULT_TAB_ICON: IconName = 'sparkle';
export const tabIcon = (key: string): IconName => TAB_ICON[key] ?? DEFAULT_TAB_ICON;
