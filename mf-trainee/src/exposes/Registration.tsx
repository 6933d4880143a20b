/**
 * Exposed as `mf_trainee/Registration`: the registration wizard (/inscription/:id). The shell preloads
 * every page of a stagiaire's routes in idle time, so this entry stays a few lines and the wizard
 * itself (stepper, form, selects) is downloaded only when the route renders it.
 */
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';

const RegistrationPage = lazy(() => import('../features/registration/pages/RegistrationPage'));

export default function Registration() {
  return (
    <Suspense fallback={<ListSkeleton rows={5} />}>
      <RegistrationPage />
    </Suspense>
  );
}
