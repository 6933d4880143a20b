import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { getPastWithoutActualHours, getUpcomingWithoutHours, getUpcomingWithoutTeachers } from '../api/get-lead-teacher-lists';
import { DashboardLayout, PanelGrid } from '../components/DashboardLayout';
import { ListPanel, usePagedList } from '@irt/shared-ui';
import { DashboardTrainingRow } from '../components/DashboardTrainingRow';
import { EMPTY_TRAININGS, TEACHER_ROLE_ID } from '../constants';

export default function LeadTeacherDashboard() {
  const withoutTeachers = usePagedList(getUpcomingWithoutTeachers);
  const withoutHours = usePagedList(getUpcomingWithoutHours);
  const withoutActualHours = usePagedList(getPastWithoutActualHours);
  return (
    <DashboardLayout
      title="Tableau de bord"
      actions={
        <Button variant="contained" component={Link} to={`/equipe/creer-un-compte/${TEACHER_ROLE_ID}`} startIcon={<PersonAdd />}>
          Créer un intervenant
        </Button>
      }
    >
      <PanelGrid>
        <ListPanel
          title="Formations à venir sans intervenant"
          list={withoutTeachers}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} tab="Équipe" />}
        />
        <ListPanel
          title="Formations à venir sans heures saisies"
          list={withoutHours}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} tab="Équipe" />}
        />
        <ListPanel
          title="Formations passées sans heures réalisées"
          list={withoutActualHours}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} tab="Équipe" />}
        />
      </PanelGrid>
    </DashboardLayout>
  );
}
