/**
 * The tabs of the staff training page: what each tab's screen receives, the shape of a row of the tab
 * table and how `?tab=` picks one. The table itself (which feature draws each tab) is composed by the
 * detail page, `features/training-detail/pages/tabs.ts`; a tab's feature needs only this file.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RoleSlug, TrainingDetail } from '@irt/api/contract';

/** What every tab of the staff training detail page receives. */
export interface TrainingTabProps {
  training: TrainingDetail;
}

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

/** The tabs a role sees: its rows of the table whose screen exists. */
export function tabsFor(role: RoleSlug, table: readonly TrainingTab[]): TrainingTab[] {
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
