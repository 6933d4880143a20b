/** Exposed as `mf_people/AccountEditDispatch`: /modifier-un-compte/{id}, the trainee's or the team member's form by the profile's role. The page loads only when opened. */
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';

const Page = lazy(() => import('../features/team/pages/AccountEditDispatch'));

export default function AccountEditDispatch() {
  return (
    <Suspense fallback={<ListSkeleton rows={6} />}>
      <Page />
    </Suspense>
  );
}
