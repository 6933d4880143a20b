/** Exposed as `mf_people/TeamMemberCreate`: the creation of a team member (/equipe/creer-un-compte/{roleId}). The page loads only when opened. */
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';

const Page = lazy(() => import('../features/team/pages/TeamMemberCreatePage'));

export default function TeamMemberCreate() {
  return (
    <Suspense fallback={<ListSkeleton rows={6} />}>
      <Page />
    </Suspense>
  );
}
