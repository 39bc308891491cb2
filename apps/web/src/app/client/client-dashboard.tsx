import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { Tab } from '@tryown/contracts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';
import { LOGOUT_ID, openableItems, PASSWORD_ID, settingsGroup } from '../../components/settings-group.ts';
import { SidebarLayout, type SidebarItem } from '../../components/sidebar-layout.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { clearSession, useSession } from '../../lib/session.ts';
import { useClientProfile, useClientTabs } from '../../features/client-profile/api/client-profile.ts';
import { tabIcon } from './client-tab-icons.ts';
import { ChangePasswordForm } from '../../features/password/components/change-password-form.tsx';
import { StoreHelpPanel } from './store-help-panel.tsx';
import { TAB_SCREEN_VIEWS } from './tab-screens.tsx';

const BOTTOM_ITEMS: SidebarItem[] = [
  { id: 'support', label: 'Support', icon: 'support' },
  { id: 'help', label: 'Help', icon: 'help' },
  settingsGroup,
];
/** The fixed items a page can show (the groups' children included). */
const FIXED_ITEMS = openableItems(BOTTOM_ITEMS);
const PLACEHOLDER_TEXT: Record<string, string> = {
  support: 'Need help? Contact our support team.',
};

/** /auth/dashboard for a store: the sidebar comes from its tabs; a tab's screen (never its name) chooses its panel. */
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
  const activeId = FIXED_ITEMS.some((item) => item.id === requested) ? requested! : (activeTab?.id ?? '');

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
    if (activeId === 'help') return <StoreHelpPanel />;
    if (activeId === PASSWORD_ID) return <ChangePasswordForm role="client" />;
    if (PLACEHOLDER_TEXT[activeId]) return <PlaceholderPanel title={FIXED_ITEMS.find((i) => i.id === activeId)!.label} icon="support" text={PLACEHOLDER_TEXT[activeId]} />;
    return tab ? TAB_SCREEN_VIEWS[tab.screen](tab, tabs.data ?? []) : null;
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
      title={FIXED_ITEMS.find((item) => item.id === activeId)?.label ?? activeTab?.name}
      topBar={<p className="hidden max-w-[40vw] truncate text-sm font-medium text-ink-600 sm:block">{profile.data?.businessName ?? session?.data.email}</p>}
      titleArea={profile.data?.businessName ?? session?.data.name}
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
