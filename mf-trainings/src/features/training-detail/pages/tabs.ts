/**
 * The table of the staff training page's tabs: which feature draws each one, loaded when the tab opens.
 * The detail page composes the tab features here, through their entry points.
 */
import { lazy } from 'react';
import {
  CAN_ISSUE_TRAINING_DOCUMENTS,
  CAN_MANAGE_EXPENSES,
  CAN_MANAGE_TRAININGS,
  CAN_READ_EVALUATIONS,
  CAN_READ_TRAININGS,
  CAN_SEE_TEAMS,
  CAN_SEE_TRAINEES,
  CAN_TAKE_ATTENDANCE,
} from '@irt/api/constants';
import type { TrainingTab } from '../../../shared/training-tabs';

/** The tabs of a training, in the order the specification gives them, each for the roles that may open it. */
export const TRAINING_TABS: readonly TrainingTab[] = [
  {
    key: 'informations',
    label: 'Informations',
    roles: CAN_READ_TRAININGS,
    component: lazy(() => import('../components/InformationsTab').then((m) => ({ default: m.InformationsTab }))),
  },
  {
    key: 'actions',
    label: 'Actions',
    roles: CAN_MANAGE_TRAININGS,
    component: lazy(() => import('../../training-documents').then((m) => ({ default: m.ActionsTab }))),
  },
  {
    key: 'stagiaires',
    label: 'Stagiaires',
    roles: CAN_SEE_TRAINEES,
    component: lazy(() => import('../../training-trainees').then((m) => ({ default: m.TraineesTab }))),
  },
  {
    key: 'equipe',
    label: 'Équipe',
    roles: CAN_SEE_TEAMS,
    component: lazy(() => import('../../training-team').then((m) => ({ default: m.TrainingTeamTab }))),
  },
  {
    key: 'presences',
    label: 'Présences',
    roles: CAN_TAKE_ATTENDANCE,
    component: lazy(() => import('../../attendance').then((m) => ({ default: m.AttendanceTab }))),
  },
  {
    key: 'defraiements',
    label: 'Défraiements',
    roles: CAN_MANAGE_EXPENSES,
    // The money remote's tab (mf_finance/TrainingExpensesTab), loaded from that remote when opened.
    component: lazy(() => import('../components/FinanceExpensesTab').then((m) => ({ default: m.FinanceExpensesTab }))),
  },
  {
    key: 'actions-par-stagiaire',
    label: 'Actions par stagiaire',
    roles: CAN_ISSUE_TRAINING_DOCUMENTS,
    component: lazy(() => import('../../training-documents').then((m) => ({ default: m.TraineeActionsTab }))),
  },
  { key: 'indicateurs', label: 'Indicateurs', roles: [], component: null },
  {
    key: 'remboursements',
    label: 'Remboursements',
    roles: ['stagiaire', 'responsable-pedagogique', 'intervenant'],
    // The trainee space's own tab (mf_trainee/Refunds), loaded from that remote when opened.
    component: lazy(() => import('../components/OwnRefundsTab').then((m) => ({ default: m.OwnRefundsTab }))),
  },
  {
    key: 'evaluations',
    label: 'Évaluations',
    roles: CAN_READ_EVALUATIONS,
    component: lazy(() =>
      import('../../training-evaluations').then((m) => ({ default: m.TrainingEvaluationsTab })),
    ),
  },
];
