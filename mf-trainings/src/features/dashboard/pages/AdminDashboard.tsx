import Box from '@mui/material/Box';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Euro from '@mui/icons-material/Euro';
import Groups from '@mui/icons-material/Groups';
import School from '@mui/icons-material/School';
import { useAdminDashboardStats } from '../api/get-admin-dashboard-stats';
import { useTraineesPerYear } from '../api/get-trainees-per-year';
import { DashboardLayout } from '../components/DashboardLayout';
import { StatTile } from '../components/StatTile';
import { TraineesPerYearChart } from '../components/TraineesPerYearChart';
import { DashboardPanels } from '../components/DashboardPanels';

const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** The régie spending tile is floored to whole euros. */
export function formatRegieSpending(amount: number | string): string {
  const value = Math.floor(Number(amount));
  return Number.isFinite(value) ? wholeEuros.format(value) : '';
}

/** A tile's text: null while loading (skeleton), a dash when the figures could not be loaded. */
function tileValue<T>(query: { data?: T; isPending: boolean }, pick: (value: T) => string): string | null {
  if (query.data !== undefined) return pick(query.data);
  return query.isPending ? null : '—';
}

export default function AdminDashboard() {
  const stats = useAdminDashboardStats();
  const perYear = useTraineesPerYear();
  // The API says which year its figures cover; until it answers, the current one.
  const year = stats.data?.year ?? new Date().getFullYear();
  return (
    <DashboardLayout>
      <Box
        component="section"
        aria-label={`Chiffres de l'année ${year}`}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
      >
        <StatTile
          label={`Formations en ${year}`}
          value={tileValue(stats, (s) => String(s.total_trainings))}
          icon={<School />}
        />
        <StatTile
          label={`Formations terminées en ${year}`}
          value={tileValue(stats, (s) => String(s.completed_trainings))}
          icon={<EventAvailable />}
        />
        <StatTile
          label={`Dépenses de la régie en ${year}`}
          value={tileValue(stats, (s) => formatRegieSpending(s.total_spent_regie))}
          icon={<Euro />}
        />
        <StatTile
          label={`Nouveaux stagiaires en ${year}`}
          value={tileValue(stats, (s) => String(s.new_trainees_count))}
          icon={<Groups />}
        />
      </Box>
      <TraineesPerYearChart points={perYear.data ?? []} loading={perYear.isPending} />
      <DashboardPanels role="administrateur" />
    </DashboardLayout>
  );
}
