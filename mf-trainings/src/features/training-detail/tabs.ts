import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import type { RoleSlug } from '@irt/api/contract';
import type { TrainingTabProps } from './tab-props';
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

export type TrainingTabKey =
  | 'informations'
  | 'actions'
  | 'stagiaires'
  | 'equipe'
  | 'presences'
  | 'defraiements'
  | 'actions-par-stagiaire'
  | 'indicateurs'
  | 'remboursements'
  | 'evaluations';

export interface TrainingTab {
  /** The value of `?tab=` in the address. */
  key: TrainingTabKey;
  label: string;
  roles: readonly RoleSlug[];
  /** null while the tab's domain is not built: the row is then not shown. */
  component: LazyExoticComponent<ComponentType<TrainingTabProps>> | null;
}

/** The tabs of a training, in the order of the specification. */
export const TRAINING_TABS: readonly TrainingTab[] = [
  {
    key: 'informations',
    label: 'Informations',
    roles: CAN_READ_TRAININGS,
    component: lazy(() => import('./components/InformationsTab').then((m) => ({ default: m.InformationsTab }))),
  },
  {
    key: 'actions',
    label: 'Actions',
    roles: CAN_MANAGE_TRAININGS,
    component: lazy(() => import('../training-documents/components/ActionsTab').then((m) => ({ default: m.ActionsTab }))),
  },
  {
    key: 'stagiaires',
    label: 'Stagiaires',
    roles: CAN_SEE_TRAINEES,
    component: lazy(() => import('../training-trainees/components/TraineesTab').then((m) => ({ default: m.TraineesTab }))),
  },
  {
    key: 'equipe',
    label: 'Équipe',
    roles: CAN_SEE_TEAMS,
    component: lazy(() => import('../training-team/components/TrainingTeamTab').then((m) => ({ default: m.TrainingTeamTab }))),
  },
  {
    key: 'presences',
    label: 'Présences',
    roles: CAN_TAKE_ATTENDANCE,
    component: lazy(() => import('../attendance/components/AttendanceTab').then((m) => ({ default: m.AttendanceTab }))),
  },
  {
    key: 'defraiements',
    label: 'Défraiements',
    roles: CAN_MANAGE_EXPENSES,
    // The money remote's tab (mf_finance/TrainingExpensesTab), loaded from that remote when opened.
    component: lazy(() => import('./components/FinanceExpensesTab').then((m) => ({ default: m.FinanceExpensesTab }))),
  },
  {
    key: 'actions-par-stagiaire',
    label: 'Actions par stagiaire',
    roles: CAN_ISSUE_TRAINING_DOCUMENTS,
    component: lazy(() => import('../training-documents/components/TraineeActionsTab').then((m) => ({ default: m.TraineeActionsTab }))),
  },
  { key: 'indicateurs', label: 'Indicateurs', roles: [], component: null },
  {
    key: 'remboursements',
    label: 'Remboursements',
    roles: ['stagiaire', 'responsable-pedagogique', 'intervenant'],
    // The trainee space's own tab (mf_trainee/Refunds), loaded from that remote when opened.
    component: lazy(() => import('./components/OwnRefundsTab').then((m) => ({ default: m.OwnRefundsTab }))),
  },
  {
    key: 'evaluations',
    label: 'Évaluations',
    roles: CAN_READ_EVALUATIONS,
    component: lazy(() =>
      import('../training-evaluations/components/TrainingEvaluationsTab').then((m) => ({ default: m.TrainingEvaluationsTab })),
    ),
  },
];

/** The tabs a role sees: its rows of the table whose screen exists. */
export function tabsFor(role: RoleSlug, table: readonly TrainingTab[] = TRAINING_TABS): TrainingTab[] {
  return table.filter((tab) => tab.component !== null && tab.roles.includes(role));
}

/** `?tab=` also accepts the French names of the tabs ('Équipe', 'Stagiaires', 'Défraiements', 'Présences', …). */
function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-');
}

/** The tab of `table` that `?tab=` names (its key or its French label), if any. */
function tabNamed(param: string, table: readonly TrainingTab[]): TrainingTab | undefined {
  const wanted = normalise(param);
  return table.find((tab) => tab.key === wanted || normalise(tab.label) === wanted);
}

/** Whether the tab this name designates has its screen: links to a tab not built yet are not offered. */
export function isTabBuilt(name: string, table: readonly TrainingTab[] = TRAINING_TABS): boolean {
  return tabNamed(name, table)?.component != null;
}

/** `?tab=` names no tab among those shown (unknown, not built, or not for this role). */
export function isUnknownTab(param: string | null, tabs: readonly TrainingTab[]): boolean {
  return param !== null && param.trim() !== '' && tabNamed(param, tabs) === undefined;
}

/** The key of the tab `?tab=` names among `tabs`, else the first of them. */
export function selectedTabKey(param: string | null, tabs: readonly TrainingTab[]): TrainingTabKey | undefined {
  if (param) {
    const found = tabNamed(param, tabs);
    if (found) return found.key;
  }
  return tabs[0]?.key;
}
