import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { useSession } from '@irt/shared-auth';
import { useTraining } from '@irt/shared-auth/endpoints';
import { RegistrationPanel } from '../components/RegistrationPanel';
import { TrainingInformation } from '../components/TrainingInformation';
import { hasEnded } from '../components/training-timing';

// Loaded only for a trainee who is registered: the page of a training of the catalogue (and the
// shell's idle preload of this page) does not download them.
const TrainingTabs = lazy(() => import('../components/TrainingTabs'));
const RefundsTab = lazy(() => import('../../refunds').then((module) => ({ default: module.RefundsTab })));
const EvaluationPanel = lazy(() =>
  import('../../evaluation').then((module) => ({ default: module.EvaluationPanel })),
);

// Only a validated trainee may come on a training leave.
const EmployerLeavePanel = lazy(() => import('../components/EmployerLeavePanel'));

const ColdSurveyPanel = lazy(() => import('../../cold-survey').then((module) => ({ default: module.ColdSurveyPanel })));

const TABS = ['Informations', 'Remboursements'] as const;
type TabName = (typeof TABS)[number];

/**
 * /formations/:id for a stagiaire: the tabs Informations and Remboursements (the latter once
 * registered), the registration panel and the evaluation panel. `?tab=Remboursements` preselects a tab;
 * `?evaluer=1` (the link of the satisfaction email) opens the evaluation form of an ended training.
 */
export default function TraineeTrainingPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const trainingId = Number(id);
  const training = useTraining(trainingId);
  const profileId = useSession((state) => state.profile?.id);

  if (training.isPending) return <ListSkeleton rows={4} />;
  if (training.isError) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title="Détails de la formation" />
        <EmptyState title="Formation introuvable" detail="Cette formation n'existe pas ou ne vous est pas accessible." />
      </Box>
    );
  }
  const detail = training.data;
  const own = detail.own_registration;
  const tabs: readonly TabName[] = own && profileId !== undefined ? TABS : ['Informations'];
  const asked = params.get('tab');
  const tab: TabName = tabs.find((name) => name === asked) ?? 'Informations';
  const selectTab = (name: string) => setParams(name === 'Informations' ? {} : { tab: name }, { replace: true });

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title={detail.title} />
      {tabs.length > 1 && (
        <Suspense fallback={<Box sx={{ height: 48, mb: 2 }} />}>
          <TrainingTabs tabs={tabs} value={tab} onChange={selectTab} />
        </Suspense>
      )}
      <Box
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={`training-tabpanel-${tab}`}
        aria-labelledby={tabs.length > 1 ? `training-tab-${tab}` : undefined}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}
      >
        {tab === 'Remboursements' && own && profileId !== undefined ? (
          <Suspense fallback={<ListSkeleton rows={2} />}>
            <RefundsTab trainingId={detail.id} profileId={profileId} reimbursed={own.reimbursed} canAddReceipts={own.registration_status.slug === 'valide'} />
          </Suspense>
        ) : (
          <TrainingInformation training={detail} />
        )}
        {/* On a phone the registration comes first, being what a trainee opens the page for; on the
            Remboursements tab the tab's content does, so that choosing the tab shows it at once. */}
        <Stack spacing={2} sx={{ order: { xs: tab === 'Remboursements' ? 0 : -1, md: 0 } }}>
          <RegistrationPanel training={detail} profileId={profileId} />
          {own?.registration_status.slug === 'valide' && (
            <Suspense fallback={null}>
              <EmployerLeavePanel training={detail} registrationId={own.id} />
            </Suspense>
          )}
          {own?.registration_status.slug === 'valide' && profileId !== undefined && (
            <Suspense fallback={null}>
              <EvaluationPanel trainingId={detail.id} profileId={profileId} ended={hasEnded(detail)} openOnArrival={params.get('evaluer') === '1'} />
            </Suspense>
          )}
          {own?.registration_status.slug === 'valide' && hasEnded(detail) && (
            <Suspense fallback={null}>
              <ColdSurveyPanel trainingId={detail.id} />
            </Suspense>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
