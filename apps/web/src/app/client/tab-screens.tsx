import { lazy, type ReactNode } from 'react';
import type { Tab, TabScreen } from '@tryown/contracts';
import { useSession } from '../../lib/session.ts';
import { useClientProfile } from '../../features/client-profile/api/client-profile.ts';
import { BusinessProfileScreen } from '../../features/client-profile/components/business-profile-screen.tsx';
import { UsersPanel } from '../../features/client-profile/components/users-panel.tsx';
import { DressesScreen } from '../../features/dresses/components/dresses-screen.tsx';
import { ModelsScreen } from '../../features/models/components/models-screen.tsx';
import { ClientOverviewPanel } from './client-overview-panel.tsx';
import { CustomTabPanel } from './custom-tab-panel.tsx';
import { StoreHelpPanel } from './store-help-panel.tsx';

const Playground = lazy(() => import('../../features/playground/components/playground.tsx'));
const AiOutfits = lazy(() => import('../../features/gallery/components/ai-outfits.tsx'));
const TryOn = lazy(() => import('../../features/tryon/components/try-on-screen.tsx'));
const Integrations = lazy(() => import('../../features/integrations/components/integrations-screen.tsx'));

function StoreOverview() {
  const session = useSession('client');
  const profile = useClientProfile();
  return <ClientOverviewPanel businessName={profile.data?.businessName ?? session?.data.name ?? ''} email={profile.data?.email ?? session?.data.email ?? ''} />;
}

function StoreUsers() {
  const session = useSession('client');
  const profile = useClientProfile();
  const fromSession = session?.data.userId ?? session?.data.clientId;
  return <UsersPanel userId={profile.data?.userId ?? (typeof fromSession === 'string' ? fromSession : undefined)} />;
}

/** The dashboard address of the store's first tab showing `screen`, if it has one. */
const linkToScreen = (tabs: Tab[], screen: TabScreen) => {
  const tab = tabs.find((candidate) => candidate.screen === screen);
  return tab ? `?tab=${encodeURIComponent(tab.id)}` : undefined;
};

/**
 * What each tab screen shows in a store's dashboard: one line per screen. A tab opens the view of
 * its `screen`, whatever its name; the view gets the tab (for its categories or its own text) and
 * the store's tabs (to link to another screen).
 */
export const TAB_SCREEN_VIEWS: Record<TabScreen, (tab: Tab, tabs: Tab[]) => ReactNode> = {
  overview: () => <StoreOverview />,
  'business-profile': () => <BusinessProfileScreen />,
  users: () => <StoreUsers />,
  models: (tab) => <ModelsScreen tab={tab} />,
  dresses: (tab) => <DressesScreen tab={tab} />,
  playground: () => <Playground />,
  tryon: (_tab, tabs) => <TryOn catalogueLinks={{ models: linkToScreen(tabs, 'models'), dresses: linkToScreen(tabs, 'dresses') }} />,
  'ai-outfits': () => <AiOutfits />,
  integrations: () => <Integrations />,
  help: () => <StoreHelpPanel />,
  custom: (tab) => <CustomTabPanel tab={tab} />,
};
