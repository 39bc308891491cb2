import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@tryown/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { Button } from '../../components/button.tsx';
import { PlaceholderPanel } from '../../components/placeholder-panel.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { SidebarLayout } from '../../components/sidebar-layout.tsx';
import { StatCard } from '../../components/stat-card.tsx';
import { MyLooks } from '../../features/shopper-tryon/components/my-looks.tsx';
import { MyPhotos } from '../../features/shopper-tryon/components/my-photos.tsx';
import { StoreCatalogue } from '../../features/shopper-tryon/components/store-catalogue.tsx';
import { DeleteAccount } from '../../features/user-profile/components/delete-account.tsx';
import { ProfilePanel } from '../../features/user-profile/components/profile-panel.tsx';
import { useUserProfile } from '../../features/user-profile/api/use-user-profile.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { clearSession, getToken, useSession } from '../../lib/session.ts';
import { LOGOUT_ID, PASSWORD_ID, userBottomItems, userSectionById, userSections } from './user-sections.ts';
import { ChangePasswordForm } from '../../features/password/components/change-password-form.tsx';

function profileError(error: unknown): string {
  if (error instanceof ApiError && error.status === 0 && !getToken('user')) return 'No authentication token found.';
  return errorMessage(error, 'Failed to fetch user profile');
}

function Note({ title, text }: { title: string; text: string }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/70">
      <h2 className="font-semibold text-ink-900">{title}</h2>
      <p className="mt-2 text-sm text-ink-500">{text}</p>
    </section>
  );
}

/** Complete only when both parts of the profile are, as the Profile section says. */
function Overview({ profile }: { profile: UserProfile }) {
  const complete = profile.isBasicProfileCompleted && profile.isStylePreferenceCompleted;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard label="Profile Status" value={complete ? 'Complete' : 'Not completed'} icon="admins" tone={complete ? 'success' : 'accent'} />
        <StatCard label="Messages" value="0" note="No messages to display" icon="mail" />
        <StatCard label="Notifications" value="0" note="No notifications to display" icon="bell" tone="accent" />
      </div>
      <Note title="Recent activity" text="No recent activity to display" />
    </div>
  );
}

function SectionBody({ id, profile, onSelect, onAccountDeleted }: { id: string; profile: UserProfile; onSelect: (id: string) => void; onAccountDeleted: () => void }) {
  if (id === 'overview') return <Overview profile={profile} />;
  if (id === 'profile')
    return (
      <div className="space-y-6">
        <ProfilePanel profile={profile} />
        <DeleteAccount onDeleted={onAccountDeleted} />
      </div>
    );
  if (id === 'store') return <StoreCatalogue onAddPhoto={() => onSelect('photos')} />;
  if (id === 'photos') return <MyPhotos />;
  if (id === 'looks') return <MyLooks />;
  if (id === 'history') return <Note title="History" text="No recent activity to display" />;
  if (id === 'help') return <Note title="Help" text="Need help? Contact our support team." />;
  if (id === PASSWORD_ID) return <ChangePasswordForm role="user" />;
  const section = userSectionById(id);
  return <PlaceholderPanel title={section.label} icon={section.icon ?? 'overview'} />;
}

/** /auth/dashboard for a shopper: 'Welcome, {name}', the profile and the spec's placeholders. */
export default function UserDashboardPage() {
  const session = useSession('user');
  const profile = useUserProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const section = userSectionById(params.get('section'));
  const name = profile.data?.name ?? session?.data.name ?? '';

  // Logout leaves first and clears the session when this page unmounts; cleared first, the
  // dashboard's guard would redirect to /auth before the router reached /home.
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (!loggingOut.current) return;
      clearSession('user');
      queryClient.removeQueries({ queryKey: ['user'] });
    },
    [queryClient],
  );

  function handleLogout() {
    loggingOut.current = true;
    navigate('/home', { replace: true });
  }

  function handleSelect(id: string) {
    if (id === LOGOUT_ID) return handleLogout();
    setParams(id === 'overview' ? {} : { section: id });
  }

  let body;
  if (profile.isPending)
    body = (
      <p role="status" className="flex items-center gap-3 text-sm text-ink-500">
        <Spinner className="size-5 text-brand-600" /> Loading your profile...
      </p>
    );
  else if (profile.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl border border-danger-100 bg-danger-50 p-6 text-danger-700">
        <p className="font-medium">{profileError(profile.error)}</p>
        <Button variant="danger" onClick={handleLogout}>
          Log out
        </Button>
      </div>
    );
  else body = <SectionBody id={section.id} profile={profile.data} onSelect={handleSelect} onAccountDeleted={handleLogout} />;

  return (
    <SidebarLayout
      label="Shopper"
      brand={<BrandLogo tone="light" />}
      items={[...userSections]}
      bottomItems={userBottomItems}
      activeId={section.id}
      onSelect={handleSelect}
      topBar={<p className="truncate text-sm font-medium text-ink-600">{session?.data.email}</p>}
    >
      <div className="space-y-6">
        <h1 className="break-words font-display text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">Welcome, {name}</h1>
        {body}
      </div>
    </SidebarLayout>
  );
}
