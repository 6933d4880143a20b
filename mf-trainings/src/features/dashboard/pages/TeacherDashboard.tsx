import { DashboardLayout } from '../components/DashboardLayout';
import { DashboardPanels } from '../components/DashboardPanels';

export default function TeacherDashboard() {
  return (
    <DashboardLayout title="Tableau de bord">
      <DashboardPanels role="intervenant" />
    </DashboardLayout>
  );
}
