import { useState } from 'react';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { useUpcomingWithoutTeachers } from '../api/get-upcoming-without-teachers';
import { useUpcomingWithoutHours } from '../api/get-upcoming-without-hours';
import { usePastWithoutActualHours } from '../api/get-past-without-actual-hours';
import { DashboardLayout, PanelGrid } from '../components/DashboardLayout';
import { ListPanel } from '@irt/shared-ui/components/ListPanel';
import { DashboardTrainingRow } from '../components/DashboardTrainingRow';
import { EMPTY_TRAININGS, TEACHER_ROLE_ID } from '../constants';

export default function LeadTeacherDashboard() {
  const [withoutTeachersPage, setWithoutTeachersPage] = useState(1);
  const withoutTeachers = useUpcomingWithoutTeachers(withoutTeachersPage);
  const [withoutHoursPage, setWithoutHoursPage] = useState(1);
  const withoutHours = useUpcomingWithoutHours(withoutHoursPage);
  const [withoutActualHoursPage, setWithoutActualHoursPage] = useState(1);
  const withoutActualHours = usePastWithoutActualHours(withoutActualHoursPage);
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
          query={withoutTeachers}
          page={withoutTeachersPage}
          onPageChange={setWithoutTeachersPage}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} tab="Équipe" />}
        />
        <ListPanel
          title="Formations à venir sans heures saisies"
          query={withoutHours}
          page={withoutHoursPage}
          onPageChange={setWithoutHoursPage}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} tab="Équipe" />}
        />
        <ListPanel
          title="Formations passées sans heures réalisées"
          query={withoutActualHours}
          page={withoutActualHoursPage}
          onPageChange={setWithoutActualHoursPage}
          emptyText={EMPTY_TRAININGS}
          getKey={(training) => training.id}
          renderItem={(training) => <DashboardTrainingRow training={training} tab="Équipe" />}
        />
      </PanelGrid>
    </DashboardLayout>
  );
}
