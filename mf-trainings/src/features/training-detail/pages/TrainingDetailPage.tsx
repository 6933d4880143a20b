import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { readApiError, useSession } from '@irt/shared-auth';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { TabPanelHeading } from '@irt/shared-ui/components/TabPanelHeading';
import { useTraining } from '@irt/shared-auth/endpoints';
import { TrainingHeader } from '../components/TrainingHeader';
import { TrainingTabBar, tabId, tabPanelId } from '../components/TrainingTabBar';
import { isUnknownTab, selectedTabKey, tabsFor, type TrainingTab, type TrainingTabKey } from '../../../shared/training-tabs';
import { TRAINING_TABS } from './tabs';

/**
 * /formations/:id for staff: the header with the status and the edit actions, then the
 * tabs the role may open; `?tab=` preselects one and follows the selection.
 */
export default function TrainingDetailPage({ tabTable = TRAINING_TABS }: { tabTable?: readonly TrainingTab[] }) {
  const { id } = useParams();
  const trainingId = Number(id);
  const [params, setParams] = useSearchParams();
  const role = useSession((state) => state.user?.role?.slug);
  const training = useTraining(trainingId);

  if (training.isPending) return <ListSkeleton rows={4} />;
  if (training.isError || !role) {
    // 403: the training exists but is not the caller's (an intervenant's training they do not teach).
    const refused = readApiError(training.error).status === 403;
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title="Détails de la formation" />
        {refused ? (
          <EmptyState title="Accès refusé" detail={readApiError(training.error).message ?? "Vous n'avez pas accès à cette formation."} />
        ) : (
          <EmptyState title="Formation introuvable" detail="Cette formation n'existe pas ou ne vous est pas accessible." />
        )}
      </Box>
    );
  }
  const detail = training.data;
  const tabs = tabsFor(role, tabTable);
  const current = selectedTabKey(params.get('tab'), tabs);
  // An address naming a tab the user cannot open says so above the first tab, instead of hiding it.
  const unknownTab = isUnknownTab(params.get('tab'), tabs);
  const tab = tabs.find((candidate) => candidate.key === current);
  const selectTab = (key: TrainingTabKey) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  const Content = tab?.component;

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <TrainingHeader training={detail} role={role} />
      {tab && current ? (
        <>
          <TrainingTabBar tabs={tabs} value={current} onChange={selectTab} />
          {unknownTab && (
            <Alert severity="info" sx={{ my: 2 }}>
              Cet onglet n&apos;existe pas ou ne vous est pas accessible.
            </Alert>
          )}
          <Box role="tabpanel" id={tabPanelId(current)} aria-labelledby={tabId(current)}>
            <TabPanelHeading>{tab.label}</TabPanelHeading>
            {Content ? (
              // A boundary per tab: a tab still loading shows its skeleton at once, under the new selection.
              <Suspense key={current} fallback={<ListSkeleton rows={3} />}>
                <Content training={detail} />
              </Suspense>
            ) : null}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
