/** Exposed as `mf_people/TeamDirectory`: the team directory (/equipe). The page loads only when opened. */
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';

const Page = lazy(() => import('../features/team/pages/TeamDirectoryPage'));

export default function TeamDirectory() {
  return (
    <Suspense fallback={<ListSkeleton rows={6} />}>
      <Page />
    </Suspense>
  );
}
