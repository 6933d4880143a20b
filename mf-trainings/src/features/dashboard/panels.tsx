/**
 * The panels of the staff dashboards, defined once: each panel is a row (title, empty text, query
 * hook, row renderer), and each role's dashboard is the ordered list of its panels.
 * `DashboardPanels` renders them; the table is tested as data (panels.test.ts).
 */
import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PagedQueryView } from '@irt/shared-ui/components/PagedList';
import { formatEuros } from '@irt/shared-ui/formatters';
import type { RoleSlug, TrainingRow as DashboardTraining } from '@irt/api/contract';
import { DashboardTrainingRow } from './components/DashboardTrainingRow';
import { PreRegistrationRow } from './components/PreRegistrationRow';
import { UpcomingConflictRow } from './components/UpcomingConflictRow';
import { TrainingRow, trainingPath } from './components/TrainingRow';
import { useCurrentTrainings } from './api/get-current-trainings';
import { useLast15DaysTrainings } from './api/get-last-15-days-trainings';
import { useLowInscriptionTrainings } from './api/get-low-inscription-trainings';
import { useNext15DaysTrainings } from './api/get-next-15-days-trainings';
import { usePastWithoutActualHours } from './api/get-past-without-actual-hours';
import { usePendingExpenses } from './api/get-pending-expenses';
import { usePreRegistrations } from './api/get-pre-registrations';
import { useTrainingsWithoutAttendanceSheets } from './api/get-trainings-without-attendance-sheets';
import { useUpcomingConflicts } from './api/get-upcoming-conflicts';
import { useUpcomingTrainings } from './api/get-upcoming-trainings';
import { useUpcomingWithoutHours } from './api/get-upcoming-without-hours';
import { useUpcomingWithoutTeachers } from './api/get-upcoming-without-teachers';
import { useValidatedContractHours } from './api/get-validated-contract-hours';
import { useValidatedExpenses } from './api/get-validated-expenses';
import { EMPTY_CONFLICTS, EMPTY_CURRENT_TRAININGS, EMPTY_TRAININGS } from './constants';

export interface DashboardPanel<T> {
  /** Prefix of the panel's keys in the address (`a-venir-page=2`): each panel pages on its own. */
  id: string;
  title: string;
  emptyText: string;
  /** The list's query hook, called with the page to show. */
  usePage: (page: number) => PagedQueryView<T>;
  getKey: (item: T, index: number) => string | number;
  /** One row, as a list item. */
  renderItem: (item: T) => ReactNode;
}

/** Keeps each row's item type checked where it is written, then stores it with the others. */
function panel<T>(definition: DashboardPanel<T>): DashboardPanel<unknown> {
  return definition as DashboardPanel<unknown>;
}

const hours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** '1 contrat validé', '2 contrats validés' (French plural from 2 on). */
function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count > 1 ? plural : singular}`;
}

/** Hours in French, for example '12,5 h'. */
export function formatHours(value: number | string): string {
  return `${hours.format(Number(value) || 0)} h`;
}

const trainingKey = (training: DashboardTraining) => training.id;

/** A list of trainings opening the training's page (on a tab), with its badges. */
function trainings(
  id: string,
  title: string,
  usePage: (page: number) => PagedQueryView<DashboardTraining>,
  row: { tab?: 'Équipe' | 'Présences'; showPreinscrits?: boolean; showAlerts?: boolean } = {},
  emptyText = EMPTY_TRAININGS,
) {
  return panel({ id, title, emptyText, usePage, getKey: trainingKey, renderItem: (training) => <DashboardTrainingRow training={training} {...row} /> });
}

export const DASHBOARD_PANELS = {
  current: trainings('en-cours', 'Formations en cours', useCurrentTrainings, { showPreinscrits: true, showAlerts: true }, EMPTY_CURRENT_TRAININGS),
  contractHours: panel({
    id: 'heures-contrat',
    title: 'Heures contrat validées',
    emptyText: EMPTY_TRAININGS,
    usePage: useValidatedContractHours,
    getKey: trainingKey,
    renderItem: (training) => (
      <DashboardTrainingRow training={training} tab="Équipe">
        <Chip size="small" variant="outlined" label={`HETD : ${formatHours(training.contract_hours.hetd)}`} />
        <Typography component="span" variant="body2" color="text.secondary">
          {countOf(training.contract_hours.staff_count, 'contrat validé', 'contrats validés')}
        </Typography>
      </DashboardTrainingRow>
    ),
  }),
  validatedExpenses: panel({
    id: 'paiements',
    title: 'Paiements à effectuer',
    emptyText: EMPTY_TRAININGS,
    usePage: useValidatedExpenses,
    getKey: (training) => training.training_id,
    renderItem: (training) => (
      <TrainingRow title={training.title} to={trainingPath(training.training_id, 'Défraiements')} startDate={training.start_date} endDate={training.end_date}>
        <Chip size="small" color="primary" variant="outlined" label={countOf(training.expenses.length, 'défraiement à payer', 'défraiements à payer')} />
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {formatEuros(training.expenses.reduce((sum, expense) => sum + Number(expense.amount || 0), 0))}
        </Typography>
      </TrainingRow>
    ),
  }),
  lowInscription: trainings('a-booster', 'Formations à booster', useLowInscriptionTrainings, { showPreinscrits: true, showAlerts: true }),
  preRegistrations: panel({
    id: 'preinscriptions',
    title: 'Préinscriptions à traiter',
    emptyText: EMPTY_TRAININGS,
    usePage: usePreRegistrations,
    getKey: (registration) => registration.id,
    renderItem: (registration) => <PreRegistrationRow registration={registration} />,
  }),
  upcoming: trainings('a-venir', 'Formations à venir', useUpcomingTrainings, { showPreinscrits: true, showAlerts: true }),
  conflicts: panel({
    id: 'conflits',
    title: 'Conflits à venir',
    emptyText: EMPTY_CONFLICTS,
    usePage: useUpcomingConflicts,
    getKey: (conflict) => `${conflict.kind}-${conflict.resource.id}-${conflict.trainings[0].id}-${conflict.trainings[1].id}`,
    renderItem: (conflict) => <UpcomingConflictRow conflict={conflict} />,
  }),
  attendance: trainings('emargement', "Feuilles d'émargement à saisir", useTrainingsWithoutAttendanceSheets, { tab: 'Présences', showAlerts: true }),
  pendingExpenses: panel({
    id: 'defraiements',
    title: 'Défraiements à gérer',
    emptyText: EMPTY_TRAININGS,
    usePage: usePendingExpenses,
    getKey: (row, index) => `${row.training_id}-${row.profile_name}-${index}`,
    renderItem: (row) => (
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
    ),
  }),
  withoutTeachers: trainings('sans-intervenant', 'Formations à venir sans intervenant', useUpcomingWithoutTeachers, { tab: 'Équipe' }),
  withoutHours: trainings('sans-heures', 'Formations à venir sans heures saisies', useUpcomingWithoutHours, { tab: 'Équipe' }),
  withoutActualHours: trainings('sans-heures-realisees', 'Formations passées sans heures réalisées', usePastWithoutActualHours, { tab: 'Équipe' }),
  next15Days: trainings('15-prochains-jours', 'Mes formations des 15 prochains jours', useNext15DaysTrainings),
  last15Days: trainings('15-derniers-jours', 'Mes formations des 15 derniers jours', useLast15DaysTrainings),
} satisfies Record<string, DashboardPanel<unknown>>;

export type DashboardPanelId = keyof typeof DASHBOARD_PANELS;

/** The panels of each staff role's dashboard, in the order shown. */
export const DASHBOARD_PANELS_BY_ROLE: Readonly<Record<Exclude<RoleSlug, 'stagiaire'>, readonly DashboardPanelId[]>> = {
  administrateur: ['current', 'contractHours', 'validatedExpenses', 'lowInscription', 'preRegistrations', 'upcoming', 'conflicts', 'attendance', 'pendingExpenses'],
  gestionnaire: ['preRegistrations', 'upcoming', 'conflicts', 'current', 'lowInscription', 'attendance', 'pendingExpenses', 'validatedExpenses'],
  'responsable-pedagogique': ['withoutTeachers', 'withoutHours', 'withoutActualHours'],
  intervenant: ['next15Days', 'last15Days'],
};
