import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { SidebarLayout } from '../../components/sidebar-layout.tsx';
import { StaffUserChip } from '../../features/admin/components/staff-user-chip.tsx';
import { clearSession, useSession } from '../../lib/session.ts';
import { ADMIN_LOGOUT_ID, adminBottomItems, adminSections } from './admin-sections.ts';

/**
 * The admin portal's frame (sidebar, top bar with the signed-in admin) around every admin page.
 * Choosing a section opens it on the dashboard; Log out ends the admin session.
 */
export function AdminShell({ activeId, children }: { activeId: string; children: ReactNode }) {
  const session = useSession('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function handleSelect(id: string) {
    if (id === ADMIN_LOGOUT_ID) {
      clearSession('admin');
      queryClient.removeQueries({ queryKey: ['admin'] });
      navigate('/admin/login', { replace: true });
      return;
    }
    navigate(id === 'overview' ? '/admin/dashboard' : `/admin/dashboard?section=${id}`);
  }

  return (
    <SidebarLayout
      label="Admin"
      brand={<BrandLogo tone="light" />}
      items={adminSections}
      bottomItems={adminBottomItems}
      activeId={activeId}
      onSelect={handleSelect}
      breakpoint={992}
      title="Admin Dashboard"
      topBar={<StaffUserChip name={session?.data.name ?? 'Admin'} email={session?.data.email} />}
    >
      {children}
    </SidebarLayout>
  );
}
