import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { Tab } from '@tryown/contracts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';
import { SidebarLayout, type SidebarItem } from '../../components/sidebar-layout.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { clearSession, useSession } from '../../lib/session.ts';
import { useClientProfile, useClientTabs } from '../../features/client-profile/api/client-profile.ts';
import { BusinessProfilePanel } from '../../features/client-profile/components/business-profile-panel.tsx';
import { UsersPanel } from '../../features/client-profile/components/users-panel.tsx';
import { DressesScreen } from '../../features/dresses/components/dresses-screen.tsx';
import { ModelsScreen } from '../../features/models/components/models-screen.tsx';
import { ClientOverviewPanel } from './client-overview-panel.tsx';
import { tabIcon } from './client-tab-icons.ts';

const Playground = lazy(() => import('../../features/playground/components/playground.tsx'));
const AiOutfits = lazy(() => import('../../features/gallery/components/ai-outfits.tsx'));
const TryOn = lazy(() => import('../../features/tryon/components/try-on-screen.tsx'));

const LOGOUT_ID = 'logout';
const BOTTOM_ITEMS: SidebarItem[] = [
  { id: 'support', label: 'Support', icon: 'support' },
  { id: 'help', label: 'Help', icon: 'help' },
  { id: 'settings', label: 'Settings', icon: 'settings', children: [{ id: LOGOUT_ID, label: 'Log out', icon: 'logout' }] },
];
const PLACEHOLDER_TEXT: Record<string, string> = {
  support: 'Need help? Contact our support team.',
  help: 'Need help? Contact our support team.',
  settings: 'Account settings will be available soon.',
};

const normal = (name: string) => name.trim().toLowerCase();

/** /auth/dashboard for a store: the sidebar comes from its tabs; a tab's name chooses its panel. */
export default function ClientDashboard() {
  const session = useSession('client');
  const clientId = typeof session?.data.clientId === 'string' ? session.data.clientId : undefined;
  const tabs = useClientTabs(clientId);
  const profile = useClientProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();

  const items = useMemo<SidebarItem[]>(() => (tabs.data ?? []).map((tab) => ({ id: tab.id, label: tab.name, icon: tabIcon(tab.icon) })), [tabs.data]);
  const requested = params.get('tab');
  const activeTab: Tab | undefined = tabs.data?.find((tab) => tab.id === requested) ?? tabs.data?.[0];
  const activeId = BOTTOM_ITEMS.some((item) => item.id === requested) ? requested! : (activeTab?.id ?? '');

  // The spec: a failed profile load shows the server's message (or the fallback) in a red toast.
  const failed = profile.isError ? errorMessage(profile.error, 'Failed to fetch client profile') : null;
  useEffect(() => {
    if (failed) toast.error(failed);
  }, [failed]);

  // Logout leaves first and clears the session on unmount; cleared first, the guard would send
  // the page to /auth before the router reached /home.
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (!loggingOut.current) return;
      clearSession('client');
      queryClient.clear();
    },
    [queryClient],
  );

  function handleSelect(id: string) {
    if (id === LOGOUT_ID) {
      loggingOut.current = true;
      navigate('/home', { replace: true });
      return;
    }
    setParams({ tab: id });
  }

  function panelFor(tab: Tab | undefined) {
    if (PLACEHOLDER_TEXT[activeId]) return <PlaceholderPanel title={BOTTOM_ITEMS.find((i) => i.id === activeId)!.label} icon="support" text={PLACEHOLDER_TEXT[activeId]} />;
    if (!tab) return null;
    switch (normal(tab.name)) {
      case 'overview':
        return <ClientOverviewPanel businessName={profile.data?.businessName ?? session?.data.name ?? ''} email={profile.data?.email ?? session?.data.email ?? ''} />;
      case 'business profile':
        if (profile.isPending) return <Loading />;
        return profile.data ? <BusinessProfilePanel profile={profile.data} /> : <p role="alert" className="text-sm text-danger-700">{failed}</p>;
      case 'users':
        return <UsersPanel userId={profile.data?.userId ?? (typeof session?.data.userId === 'string' ? session.data.userId : clientId)} />;
      case 'models':
        return <ModelsScreen tab={tab} />;
      case 'store':
        return <DressesScreen tab={tab} />;
      case 'playground':
        return <Playground />;
      case 'ai outfits':
        return <AiOutfits />;
      case 'try-on':
      case 'try on':
      case 'tryon':
        return <TryOn />;
      default:
        return <PlaceholderPanel title={tab.name} icon={tabIcon(tab.icon)} text={`${tab.name} will be available soon.`} />;
    }
  }

  let body;
  if (!clientId) body = <p role="alert" className="text-sm text-danger-700">No authentication token found</p>;
  else if (tabs.isPending) body = <Loading />;
  else if (tabs.isError) body = <p role="alert" className="text-sm text-danger-700">{errorMessage(tabs.error, 'Failed to load tabs')}</p>;
  else body = <Suspense fallback={<Loading />}>{panelFor(activeTab)}</Suspense>;

  return (
    <SidebarLayout
      label="Store"
      brand={<BrandLogo tone="light" />}
      items={items}
      bottomItems={BOTTOM_ITEMS}
      activeId={activeId}
      onSelect={handleSelect}
      breakpoint={768}
      title={BOTTOM_ITEMS.find((item) => item.id === activeId)?.label ?? activeTab?.name}
      topBar={<p className="hidden max-w-[40vw] truncate text-sm font-medium text-ink-600 sm:block">{profile.data?.businessName ?? session?.data.email}</p>}
    >
      {body}
    </SidebarLayout>
  );
}

function Loading() {
  return (
    <p role="status" className="flex items-center gap-3 text-sm text-ink-500">
      <Spinner className="size-5 text-brand-600" /> Loading…
    </p>
  );
}
