/**
 * Exposed as `mf_trainee/Profile`: 'Mes informations' (/profil). Like the account form, loaded only
 * when opened (the shell's idle preload fetches this small entry only).
 */
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';

const ProfilePage = lazy(() => import('../features/profile/pages/ProfilePage'));

export default function Profile() {
  return (
    <Suspense fallback={<ListSkeleton rows={6} />}>
      <ProfilePage />
    </Suspense>
  );
}
