/**
 * The panels of the administrator and manager dashboards. Each panel owns its list state, so a page
 * composes the panels it needs and each one pages on its own.
 */
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PagedListPanel } from '@irt/shared-ui/components/ListPanel';
import { formatEuros } from '@irt/shared-ui/formatters';
import type { TrainingRow as DashboardTraining } from '@irt/api/contract';
import { DashboardTrainingRow } from './DashboardTrainingRow';
import { PreRegistrationRow } from './PreRegistrationRow';
import { TrainingRow, trainingPath } from './TrainingRow';
import { useCurrentTrainings } from '../api/get-current-trainings';
import { useLowInscriptionTrainings } from '../api/get-low-inscription-trainings';
import { usePendingExpenses } from '../api/get-pending-expenses';
import { usePreRegistrations } from '../api/get-pre-registrations';
import { useTrainingsWithoutAttendanceSheets } from '../api/get-trainings-without-attendance-sheets';
import { useUpcomingTrainings } from '../api/get-upcoming-trainings';
import { useValidatedContractHours } from '../api/get-validated-contract-hours';
import { useValidatedExpenses } from '../api/get-validated-expenses';
import { EMPTY_CURRENT_TRAININGS, EMPTY_TRAININGS } from '../constants';

const trainingKey = (training: DashboardTraining) => training.id;

const hours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** '1 contrat validé', '2 contrats validés' (French plural from 2 on). */
function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count > 1 ? plural : singular}`;
}

/** Hours in French, for example '12,5 h'. */
export function formatHours(value: number | string): string {
  return `${hours.format(Number(value) || 0)} h`;
}

export function CurrentTrainingsPanel() {
  return (
    <PagedListPanel
      title="Formations en cours"
      usePage={useCurrentTrainings}
      emptyText={EMPTY_CURRENT_TRAININGS}
      getKey={trainingKey}
      renderItem={(training) => <DashboardTrainingRow training={training} showPreinscrits showAlerts />}
    />
  );
}

export function ValidatedContractHoursPanel() {
  return (
    <PagedListPanel
      title="Heures contrat validées"
      usePage={useValidatedContractHours}
      emptyText={EMPTY_TRAININGS}
      getKey={trainingKey}
      renderItem={(training) => (
        <DashboardTrainingRow training={training} tab="Équipe">
          <Chip size="small" variant="outlined" label={`HETD : ${formatHours(training.contract_hours.hetd)}`} />
          <Typography component="span" variant="body2" color="text.secondary">
            {countOf(training.contract_hours.staff_count, 'contrat validé', 'contrats validés')}
          </Typography>
        </DashboardTrainingRow>
      )}
    />
  );
}

export function ValidatedExpensesPanel() {
  return (
    <PagedListPanel
      title="Paiements à effectuer"
      usePage={useValidatedExpenses}
      emptyText={EMPTY_TRAININGS}
      getKey={(training) => training.training_id}
      renderItem={(training) => (
        <TrainingRow
          title={training.title}
          to={trainingPath(training.training_id, 'Défraiements')}
          startDate={training.start_date}
          endDate={training.end_date}
        >
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={countOf(training.expenses.length, 'défraiement à payer', 'défraiements à payer')}
          />
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {formatEuros(training.expenses.reduce((sum, expense) => sum + Number(expense.amount || 0), 0))}
          </Typography>
        </TrainingRow>
      )}
    />
  );
}

export function LowInscriptionPanel() {
  return (
    <PagedListPanel
      title="Formations à booster"
      usePage={useLowInscriptionTrainings}
      emptyText={EMPTY_TRAININGS}
      getKey={trainingKey}
      renderItem={(training) => <DashboardTrainingRow training={training} showPreinscrits showAlerts />}
    />
  );
}

export function PreRegistrationsPanel() {
  return (
    <PagedListPanel
      title="Préinscriptions à traiter"
      usePage={usePreRegistrations}
      emptyText={EMPTY_TRAININGS}
      getKey={(registration) => registration.id}
      renderItem={(registration) => <PreRegistrationRow registration={registration} />}
    />
  );
}

export function UpcomingTrainingsPanel() {
  return (
    <PagedListPanel
      title="Formations à venir"
      usePage={useUpcomingTrainings}
      emptyText={EMPTY_TRAININGS}
      getKey={trainingKey}
      renderItem={(training) => <DashboardTrainingRow training={training} showPreinscrits showAlerts />}
    />
  );
}

export function AttendanceSheetsPanel() {
  return (
    <PagedListPanel
      title="Feuilles d'émargement à saisir"
      usePage={useTrainingsWithoutAttendanceSheets}
      emptyText={EMPTY_TRAININGS}
      getKey={trainingKey}
      renderItem={(training) => <DashboardTrainingRow training={training} tab="Présences" showAlerts />}
    />
  );
}

export function PendingExpensesPanel() {
  return (
    <PagedListPanel
      title="Défraiements à gérer"
      usePage={usePendingExpenses}
      emptyText={EMPTY_TRAININGS}
      getKey={(row, index) => `${row.training_id}-${row.profile_name}-${index}`}
      renderItem={(row) => (
        <TrainingRow title={row.training_title} to={trainingPath(row.training_id, 'Défraiements')} endDate={row.training_end_date}>
          <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.profile_name}
          </Typography>
          {Object.entries(row.statuses ?? {})
            .filter(([, expenses]) => expenses.length > 0)
            .map(([label, expenses]) => (
              <Chip key={label} size="small" label={`${label} : ${expenses.length}`} />
            ))}
        </TrainingRow>
      )}
    />
  );
}
