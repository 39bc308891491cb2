import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';
import { StaffUserChip } from '../../features/admin/components/staff-user-chip.tsx';
import { SidebarLayout } from '../../components/sidebar-layout.tsx';
import { StatCard } from '../../components/stat-card.tsx';
import { AdminClientsSection } from '../../features/admin/components/admin-clients-section.tsx';
import { useAdminStats } from '../../features/admin/api/admin-api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatCount, greeting } from '../../lib/format.ts';
import { clearSession, useSession } from '../../lib/session.ts';
import { ADMIN_LOGOUT_ID, adminBottomItems, adminSectionById, adminSections } from './admin-sections.ts';

const EnquiryList = lazy(() => import('../../features/enquiries/components/enquiry-list.tsx'));

function AdminOverview({ name }: { name: string }) {
  const stats = useAdminStats();
  const figure = (value: number | undefined) => (stats.isPending ? '…' : value === undefined ? '—' : formatCount(value));
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand-600">Admin Dashboard</p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-950">
            {greeting()}, {name}
          </h1>
        </div>
        <p className="text-sm text-ink-600">
          System Status: <span className="font-semibold text-success-600">Active</span>
        </p>
      </div>
      {stats.error && (
        <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {errorMessage(stats.error, 'Could not load the latest figures')}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard label="Total Clients" value={figure(stats.data?.totalClients)} note="Stores on the platform" icon="clients" />
        <StatCard label="Active Sessions" value="—" note="Not tracked yet" icon="trend" tone="accent" />
        <StatCard label="AI Interactions" value={figure(stats.data?.aiInteractions)} note="Try-on images generated" icon="sparkle" tone="success" />
      </div>
    </div>
  );
}

/** /admin/dashboard. The sidebar becomes an overlay below 992 px. */
export function AdminDashboardPage() {
  const session = useSession('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const section = adminSectionById(params.get('section'));
  const name = session?.data.name ?? 'Admin';

  function handleSelect(id: string) {
    if (id === ADMIN_LOGOUT_ID) {
      clearSession('admin');
      queryClient.removeQueries({ queryKey: ['admin'] });
      navigate('/admin/login', { replace: true });
      return;
    }
    setParams(id === 'overview' ? {} : { section: id });
  }

  let content;
  if (section.id === 'overview') content = <AdminOverview name={name} />;
  else if (section.id === 'client') content = <AdminClientsSection />;
  else if (section.id === 'tickets')
    content = (
      <Suspense fallback={<PageLoader />}>
        <EnquiryList source="admin" />
      </Suspense>
    );
  else content = <PlaceholderPanel title={section.label} icon={section.icon ?? 'overview'} />;

  return (
    <SidebarLayout
      label="Admin"
      brand={<BrandLogo tone="light" />}
      items={adminSections}
      bottomItems={adminBottomItems}
      activeId={section.id}
      onSelect={handleSelect}
      breakpoint={992}
      title="Admin Dashboard"
      topBar={<StaffUserChip name={name} email={session?.data.email} />}
    >
      {section.id === 'overview' ? content : (
        <div className="space-y-6">
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950">{section.label}</h1>
          {content}
        </div>
      )}
    </SidebarLayout>
  );
}
