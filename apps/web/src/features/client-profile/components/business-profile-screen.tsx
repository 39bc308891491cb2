import { errorMessage } from '../../../lib/api-client.ts';
import { GridState } from '../../../components/catalogue-states.tsx';
import { useClientProfile } from '../api/client-profile.ts';
import { BusinessProfilePanel } from './business-profile-panel.tsx';

/** The Business Profile screen: loading, the editable profile, or the load error with 'Try again'. */
export function BusinessProfileScreen() {
  const profile = useClientProfile();
  if (profile.data) return <BusinessProfilePanel profile={profile.data} />;
  if (profile.isFetching || profile.isPending) return <GridState kind="loading" />;
  return <GridState kind="error" message={errorMessage(profile.error, 'Failed to fetch client profile')} onRetry={() => void profile.refetch()} />;
}
