import { useState } from 'react';
import { useNext15DaysTrainings } from '../api/get-next-15-days-trainings';
import { useLast15DaysTrainings } from '../api/get-last-15-days-trainings';
import { DashboardLayout, PanelGrid } from '../components/DashboardLayout';
import { ListPanel } from '@irt/shared-ui/components/ListPanel';
import { DashboardTrainingRow } from '../components/DashboardTrainingRow';
import { EMPTY_TRAININGS } from '../constants';

export default function TeacherDashboard() {
  const [nextPage, setNextPage] = useState(1);
  const next = useNext15DaysTrainings(nextPage);
  const [lastPage, setLastPage] = useState(1);
  const last = useLast15DaysTrainings(lastPage);
  return (
    <DashboardLayout title="Tableau de bord">
      <PanelGrid>
        <ListPanel
          title="Mes formations des 15 prochains jours"
          query={next}
          page={nextPage}
          onPageChange={setNextPage}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} />}
        />
        <ListPanel
          title="Mes formations des 15 derniers jours"
          query={last}
          page={lastPage}
          onPageChange={setLastPage}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} />}
        />
      </PanelGrid>
    </DashboardLayout>
  );
}
