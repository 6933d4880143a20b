import { Link } from 'react-router-dom';
import { useRouteBuilt } from '@irt/shared-auth';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { DashboardLayout } from '../components/DashboardLayout';
import { TEACHER_ROLE_ID } from '../constants';
import { DashboardPanels } from '../components/DashboardPanels';

export default function ManagerDashboard() {
  const createTeacherPath = `/equipe/creer-un-compte/${TEACHER_ROLE_ID}`;
  const canCreateTeacher = useRouteBuilt(createTeacherPath);
  return (
    <DashboardLayout
      actions={
        <>
          <Button variant="contained" component={Link} to="/formations/creer-une-formation" startIcon={<Add />}>
            Créer une formation
          </Button>
          {canCreateTeacher && (
            <Button variant="outlined" component={Link} to={createTeacherPath} startIcon={<PersonAdd />}>
              Créer un formateur
            </Button>
          )}
        </>
      }
    >
      <DashboardPanels role="gestionnaire" />
    </DashboardLayout>
  );
}
