import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';
import { AdminClientsSection } from '../../features/admin/components/admin-clients-section.tsx';
import { ChangePasswordForm } from '../../features/password/components/change-password-form.tsx';
import { PlatformFigures } from '../../features/analytics/components/platform-figures.tsx';
import { greeting } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { AdminShell } from './admin-shell.tsx';
import { adminSectionById } from './admin-sections.ts';

const EnquiryList = lazy(() => import('../../features/enquiries/components/enquiry-list.tsx'));

function AdminOverview({ name }: { name: string }) {
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-medium text-brand-600">Admin Dashboard</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-950">
          {greeting()}, {name}
        </h1>
      </div>
      <PlatformFigures auth="admin" />
    </div>
  );
}

/** /admin/dashboard. The sidebar becomes an overlay below 992 px. */
export function AdminDashboardPage() {
  const session = useSession('admin');
  const [params] = useSearchParams();
  const section = adminSectionById(params.get('section'));
  const name = session?.data.name ?? 'Admin';

  let content;
  if (section.id === 'overview') content = <AdminOverview name={name} />;
  else if (section.id === 'client') content = <AdminClientsSection />;
  else if (section.id === 'password') content = <ChangePasswordForm role="admin" />;
  else if (section.id === 'tickets')
    content = (
      <Suspense fallback={<PageLoader />}>
        <EnquiryList source="admin" />
      </Suspense>
    );
  else content = <PlaceholderPanel title={section.label} icon={section.icon ?? 'overview'} />;

  return (
    <AdminShell activeId={section.id}>
      {section.id === 'overview' ? content : (
        <div className="space-y-6">
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950">{section.label}</h1>
          {content}
        </div>
      )}
    </AdminShell>
  );
}
