import { useNext15DaysTrainings } from '../api/get-next-15-days-trainings';
import { useLast15DaysTrainings } from '../api/get-last-15-days-trainings';
import { DashboardLayout, PanelGrid } from '../components/DashboardLayout';
import { PagedListPanel } from '@irt/shared-ui/components/ListPanel';
import { DashboardTrainingRow } from '../components/DashboardTrainingRow';
import { EMPTY_TRAININGS } from '../constants';

export default function TeacherDashboard() {
  return (
    <DashboardLayout title="Tableau de bord">
      <PanelGrid>
        <PagedListPanel
          title="Mes formations des 15 prochains jours"
          usePage={useNext15DaysTrainings}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} />}
        />
        <PagedListPanel
          title="Mes formations des 15 derniers jours"
          usePage={useLast15DaysTrainings}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} />}
        />
      </PanelGrid>
    </DashboardLayout>
  );
}
