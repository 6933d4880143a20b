import { DashboardLayout } from '../components/DashboardLayout';
import { DashboardPanels } from '../components/DashboardPanels';

export default function TeacherDashboard() {
  return (
    <DashboardLayout>
      <DashboardPanels role="intervenant" />
    </DashboardLayout>
  );
}
