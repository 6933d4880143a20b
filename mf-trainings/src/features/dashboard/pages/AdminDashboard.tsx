import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Euro from '@mui/icons-material/Euro';
import Groups from '@mui/icons-material/Groups';
import School from '@mui/icons-material/School';
import { getAdminDashboardStats, getTraineesPerYear } from '../api/get-admin-stats';
import type { AdminDashboardStats, TraineesPerYear } from '../api/types';
import { DashboardLayout, PanelGrid } from '../components/DashboardLayout';
import { StatTile } from '../components/StatTile';
import { TraineesPerYearChart } from '../components/TraineesPerYearChart';
import {
  AttendanceSheetsPanel,
  CurrentTrainingsPanel,
  LowInscriptionPanel,
  PendingExpensesPanel,
  PreRegistrationsPanel,
  UpcomingTrainingsPanel,
  ValidatedContractHoursPanel,
  ValidatedExpensesPanel,
} from '../components/StaffPanels';

const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** The régie spending tile is floored to whole euros (spec §9). */
export function formatRegieSpending(amount: number | string): string {
  const value = Math.floor(Number(amount));
  return Number.isFinite(value) ? wholeEuros.format(value) : '';
}

/** Tiles in a failed state show a dash rather than a skeleton forever. */
type Loaded<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed' };

function tileValue<T>(state: Loaded<T>, pick: (value: T) => string): string | null {
  if (state.status === 'loading') return null;
  return state.status === 'done' ? pick(state.value) : '—';
}

export default function AdminDashboard() {
  const [stats, setStats] = useState<Loaded<AdminDashboardStats>>({ status: 'loading' });
  const [perYear, setPerYear] = useState<Loaded<TraineesPerYear[]>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getAdminDashboardStats(controller.signal)
      .then((value) => setStats({ status: 'done', value }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setStats({ status: 'failed' });
      });
    getTraineesPerYear(controller.signal)
      .then((value) => setPerYear({ status: 'done', value: Array.isArray(value) ? value : [] }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setPerYear({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);

  // The API says which year its figures cover; until it answers, the current one.
  const year = stats.status === 'done' ? stats.value.year : new Date().getFullYear();
  return (
    <DashboardLayout title="Tableau de bord">
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
      <TraineesPerYearChart
        points={perYear.status === 'done' ? perYear.value : []}
        loading={perYear.status === 'loading'}
      />
      <PanelGrid>
        <CurrentTrainingsPanel />
        <ValidatedContractHoursPanel />
        <ValidatedExpensesPanel />
        <LowInscriptionPanel />
        <PreRegistrationsPanel />
        <UpcomingTrainingsPanel />
        <AttendanceSheetsPanel />
        <PendingExpensesPanel />
      </PanelGrid>
    </DashboardLayout>
  );
}
