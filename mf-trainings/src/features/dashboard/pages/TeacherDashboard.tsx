import { getLast15DaysTrainings, getNext15DaysTrainings } from '../api/get-teacher-lists';
import { DashboardLayout, PanelGrid } from '../components/DashboardLayout';
import { ListPanel, usePagedList } from '@irt/shared-ui';
import { DashboardTrainingRow } from '../components/DashboardTrainingRow';
import { EMPTY_TRAININGS } from '../constants';

export default function TeacherDashboard() {
  const next = usePagedList(getNext15DaysTrainings);
  const last = usePagedList(getLast15DaysTrainings);
  return (
    <DashboardLayout title="Tableau de bord">
      <PanelGrid>
        <ListPanel
          title="Mes formations des 15 prochains jours"
          list={next}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} />}
        />
        <ListPanel
          title="Mes formations des 15 derniers jours"
          list={last}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} />}
        />
      </PanelGrid>
    </DashboardLayout>
  );
}
