import { Link } from 'react-router-dom';
import { useRouteBuilt } from '@irt/shared-auth';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { DashboardLayout } from '../components/DashboardLayout';
import { DashboardPanels } from '../components/DashboardPanels';
import { TEACHER_ROLE_ID } from '../constants';

export default function LeadTeacherDashboard() {
  const createTeacherPath = `/equipe/creer-un-compte/${TEACHER_ROLE_ID}`;
  const canCreateTeacher = useRouteBuilt(createTeacherPath);
  return (
    <DashboardLayout
      actions={
        canCreateTeacher && (
          <Button variant="contained" component={Link} to={createTeacherPath} startIcon={<PersonAdd />}>
            Créer un intervenant
          </Button>
        )
      }
    >
      <DashboardPanels role="responsable-pedagogique" />
    </DashboardLayout>
  );
}
