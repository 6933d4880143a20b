/** Exposed as `mf_people/TeamMemberProfile`: a team member's profile (/equipe/{profileId}) and a staff member's own (/profil). The page loads only when opened. */
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';

const Page = lazy(() => import('../features/team/pages/TeamMemberProfilePage'));

export default function TeamMemberProfile() {
  return (
    <Suspense fallback={<ListSkeleton rows={6} />}>
      <Page />
    </Suspense>
  );
}
