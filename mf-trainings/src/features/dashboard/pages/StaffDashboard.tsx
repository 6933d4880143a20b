import type { ComponentType } from 'react';
import type { RoleSlug } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import AdminDashboard from './AdminDashboard';
import LeadTeacherDashboard from './LeadTeacherDashboard';
import ManagerDashboard from './ManagerDashboard';
import TeacherDashboard from './TeacherDashboard';

/** Which dashboard each staff role sees; the stagiaire's lives in mf-trainee. */
export const STAFF_DASHBOARDS: Partial<Record<RoleSlug, ComponentType>> = {
  administrateur: AdminDashboard,
  gestionnaire: ManagerDashboard,
  'responsable-pedagogique': LeadTeacherDashboard,
  intervenant: TeacherDashboard,
};

/** The dashboard of the logged-in staff member, picked by role. */
export default function StaffDashboard() {
  const slug = useSession((state) => state.user?.role?.slug);
  const Dashboard = slug ? STAFF_DASHBOARDS[slug] : undefined;
  // The shell renders this module only for a logged-in staff member; anything else has no dashboard here.
  return Dashboard ? <Dashboard /> : null;
}
