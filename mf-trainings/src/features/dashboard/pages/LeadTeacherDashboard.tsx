import { Link } from 'react-router-dom';
import { useRouteBuilt } from '@irt/shared-auth';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { useUpcomingWithoutTeachers } from '../api/get-upcoming-without-teachers';
import { useUpcomingWithoutHours } from '../api/get-upcoming-without-hours';
import { usePastWithoutActualHours } from '../api/get-past-without-actual-hours';
import { DashboardLayout, PanelGrid } from '../components/DashboardLayout';
import { PagedListPanel } from '@irt/shared-ui/components/ListPanel';
import { DashboardTrainingRow } from '../components/DashboardTrainingRow';
import { EMPTY_TRAININGS, TEACHER_ROLE_ID } from '../constants';

export default function LeadTeacherDashboard() {
  const createTeacherPath = `/equipe/creer-un-compte/${TEACHER_ROLE_ID}`;
  const canCreateTeacher = useRouteBuilt(createTeacherPath);
  return (
    <DashboardLayout
      title="Tableau de bord"
      actions={
        canCreateTeacher && (
          <Button variant="contained" component={Link} to={createTeacherPath} startIcon={<PersonAdd />}>
            Créer un intervenant
          </Button>
        )
      }
    >
      <PanelGrid>
        <PagedListPanel
          title="Formations à venir sans intervenant"
          usePage={useUpcomingWithoutTeachers}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} tab="Équipe" />}
        />
        <PagedListPanel
          title="Formations à venir sans heures saisies"
          usePage={useUpcomingWithoutHours}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} tab="Équipe" />}
        />
        <PagedListPanel
          title="Formations passées sans heures réalisées"
          usePage={usePastWithoutActualHours}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} tab="Équipe" />}
        />
      </PanelGrid>
    </DashboardLayout>
  );
}
