import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';
import { StaffUserChip } from '../../features/admin/components/staff-user-chip.tsx';
import { SidebarLayout } from '../../components/sidebar-layout.tsx';
import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';
import { AdminManagement } from '../../features/superadmin/components/admin-management.tsx';
import { ClientManagement } from '../../features/superadmin/components/client-management.tsx';
import { PlatformFigures } from '../../features/analytics/components/platform-figures.tsx';
import { OverviewPanel } from '../../features/superadmin/components/overview-panel.tsx';
import { ChangePasswordForm } from '../../features/password/components/change-password-form.tsx';
import { SystemSettings } from '../../features/superadmin/components/system-settings.tsx';
import { clearSession, useSession } from '../../lib/session.ts';
import { LOGOUT_ID, sectionById, superadminBottomItems, superadminSections } from './superadmin-sections.ts';

const EnquiryList = lazy(() => import('../../features/enquiries/components/enquiry-list.tsx'));

/** The sections with content; the others show a placeholder. */
const SECTION_CONTENT: Record<string, () => ReactNode> = {
  admins: () => <AdminManagement />,
  clients: () => <ClientManagement />,
  'system-settings': () => <SystemSettings />,
  password: () => <ChangePasswordForm role="superadmin" />,
  support: () => (
    <Suspense fallback={<PageLoader />}>
      <EnquiryList source="superadmin" />
    </Suspense>
  ),
};

/** The super admin panel. Collapses into an overlay below 992 px (the spec's admin breakpoint). */
export function SuperadminDashboardPage() {
  const session = useSession('superadmin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const section = sectionById(params.get('section'));
  const name = session?.data.name ?? 'Super Admin';

  function handleSelect(id: string) {
    if (id === LOGOUT_ID) {
      clearSession('superadmin');
      queryClient.removeQueries({ queryKey: ['superadmin'] });
      navigate('/superadmin', { replace: true });
      return;
    }
    setParams(id === 'overview' ? {} : { section: id });
  }

  return (
    <SidebarLayout
      label="Super admin"
      brand={<BrandLogo tone="light" />}
      items={[...superadminSections]}
      bottomItems={superadminBottomItems}
      activeId={section.id}
      onSelect={handleSelect}
      breakpoint={992}
      title="Super Admin Panel"
      topBar={<StaffUserChip name={name} email={session?.data.email} />}
    >
      {section.id === 'overview' ? (
        <OverviewPanel name={name}>
          <PlatformFigures auth="superadmin" />
        </OverviewPanel>
      ) : (
        <div className="space-y-6">
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950">{section.label}</h1>
          {SECTION_CONTENT[section.id]?.() ?? <PlaceholderPanel title={section.label} icon={section.icon ?? 'overview'} />}
        </div>
      )}
    </SidebarLayout>
  );
}
