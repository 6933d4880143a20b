/** Exposed as `mf_people/TeamMemberEdit`: the team member form on a profile (/equipe/modifier-un-compte/{profileId}, a staff member's /modifier-un-compte). The page loads only when opened. */
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';

const Page = lazy(() => import('../features/team/pages/TeamMemberEditPage'));

export default function TeamMemberEdit() {
  return (
    <Suspense fallback={<ListSkeleton rows={6} />}>
      <Page />
    </Suspense>
  );
}
