/**
 * Exposed as `mf_trainee/AccountForm`: the trainee's account form (/modifier-un-compte). The shell
 * preloads every page of a stagiaire's routes at their first visit: this entry stays tiny and the
 * form is fetched only when the page is opened.
 */
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';

const AccountFormPage = lazy(() => import('../features/account/pages/AccountFormPage'));

export default function AccountForm() {
  return (
    <Suspense fallback={<ListSkeleton rows={6} />}>
      <AccountFormPage />
    </Suspense>
  );
}
